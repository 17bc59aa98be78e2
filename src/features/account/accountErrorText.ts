/**
 * The account forms' error text: the spec's own wording, in every language, for an account that
 * does not exist (log-in, password reset); everything else as useErrorText says it.
 */
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/errors';
import { USER_NOT_EXIST } from '../../contract/errorCodes';
import { useErrorText } from '../../ui/StatusMessage';

export function useAccountErrorText() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (error: unknown): string => (isApiError(error) && error.errorCode === USER_NOT_EXIST ? t('account.userNotExist') : errorText(error));
}

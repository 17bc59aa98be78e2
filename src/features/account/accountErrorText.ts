/**
 * The account forms' error text: the spec's own wording, in every language, for an account that
 * does not exist (log-in, password reset) and a refused human check; everything else as useErrorText says it.
 */
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/errors';
import { HUMAN_CHECK_FAILED, USER_NOT_EXIST } from '../../contract/errorCodes';
import { useErrorText } from '../../ui/StatusMessage';

export function useAccountErrorText() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (error: unknown): string => {
    if (isApiError(error) && error.errorCode === USER_NOT_EXIST) return t('account.userNotExist');
    // the human check refused: the spec's phone sign-in wording says it the same way
    if (isApiError(error) && error.errorCode === HUMAN_CHECK_FAILED) return t('safeguards.humanCheckRefused');
    return errorText(error);
  };
}

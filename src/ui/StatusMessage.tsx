import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { vars } from '../theme/cssVariables';
import { platformErrorKey } from './platformErrors';

const Box = styled.div<{ $tone: 'error' | 'empty' }>`
  display: grid;
  justify-items: center;
  gap: ${vars.space.sm};
  padding: ${vars.space.xl} ${vars.space.md};
  text-align: center;
  color: ${({ $tone }) => ($tone === 'error' ? vars.color.text : vars.color.textMuted)};
  border: 1px dashed ${({ $tone }) => ($tone === 'error' ? vars.color.danger : vars.color.border)};
  border-radius: ${vars.radius.md};
`;

/** A failed call as the API layer reports it (api/errors.ts ApiError), read without depending on that layer. */
interface CallFailure {
  kind: string;
  message: string;
  /** the platform's code of a refusal (`errorCode`), null where it gave none */
  errorCode?: string | null;
  /** the platform says the session is gone (HTTP 401, login.not.session, CUSTOMER_NOT_LOGIN) */
  isSessionExpired?: boolean;
}

function isCallFailure(error: unknown): error is CallFailure {
  return error instanceof Error && typeof (error as Partial<CallFailure>).kind === 'string';
}

/**
 * Our wording for the refusals we know (platformErrors.ts) and for transport failures; the
 * platform's own message for any other refusal (it may be in the player's language already).
 */
export function useErrorText() {
  const { t } = useTranslation();
  return (error: unknown): string => {
    if (isCallFailure(error)) {
      // the spec's own wording in every language, not the platform's (English) message
      if (error.isSessionExpired === true) return t('errors.notLoggedIn');
      if (error.kind === 'network') return t('errors.network');
      if (error.kind === 'timeout') return t('errors.timeout');
      if (error.kind === 'malformed' || error.kind === 'invalid') return t('errors.malformed');
      const key = platformErrorKey(error.errorCode);
      if (key) return t(key);
      return error.message || t('errors.unknown');
    }
    return t('errors.unknown');
  };
}

export function ErrorMessage({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const text = useErrorText()(error);
  return (
    <Box $tone="error" role="alert">
      <span>{text}</span>
      {onRetry && (
        <Button $variant="outline" $size="sm" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </Box>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <Box $tone="empty">{children}</Box>;
}

import styled, { keyframes } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { vars } from '../theme/cssVariables';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span`
  display: inline-block;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  border: 3px solid ${vars.color.border};
  border-top-color: ${vars.color.primary};
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) { animation-duration: 2.4s; }
`;

const Center = styled.div`
  display: grid;
  place-items: center;
  gap: ${vars.space.sm};
  padding: ${vars.space.xl};
  color: ${vars.color.textMuted};
`;

/** A loading state with an accessible name. */
export function Loading({ label, testId }: { label?: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Center role="status" aria-live="polite" data-testid={testId}>
      <Ring aria-hidden="true" />
      <span>{label ?? t('common.loading')}</span>
    </Center>
  );
}

/** Small pieces the inbox, the announcements and feedback share. */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { vars } from '../../theme/cssVariables';

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.sm};
`;

export const Muted = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

export const Problem = styled.p`
  margin: 0;
  color: ${vars.color.danger};
  font-size: ${vars.fontSize.sm};
`;

export const Success = styled.p`
  margin: 0;
  color: ${vars.color.success};
`;

/** Previous, "page x of y", next. */
export function PrevNext({ page, total, onPage, testId }: { page: number; total: number; onPage: (page: number) => void; testId: string }) {
  const { t } = useTranslation();
  if (total <= 1) return null;
  return (
    <Row as="nav" aria-label={t('messages.pages')} data-testid={testId}>
      <Button $variant="outline" $size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)} data-testid={`${testId}-previous`}>
        {t('messages.previous')}
      </Button>
      <Muted data-testid={`${testId}-current`} data-page={page} data-total={total}>{t('messages.pageOf', { page, total })}</Muted>
      <Button $variant="outline" $size="sm" disabled={page >= total} onClick={() => onPage(page + 1)} data-testid={`${testId}-next`}>
        {t('messages.next')}
      </Button>
    </Row>
  );
}

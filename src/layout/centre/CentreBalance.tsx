/**
 * The player's money at the top of the centre's menu: the total (sumBalance, or the sum of the
 * counted wallets) and, on a multi-wallet brand, each wallet; refreshed after every money movement
 * (session/member.ts refreshMoney) and on demand.
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useWallets } from '../../session/wallets';
import { Button } from '../../ui/Button';
import { formatCents } from '../../ui/formatCents';
import { Panel } from '../../ui/Panel';
import { ErrorMessage } from '../../ui/StatusMessage';
import { vars } from '../../theme/cssVariables';

const Box = styled(Panel)`
  display: grid;
  gap: ${vars.space.xs};
  dl { margin: 0; display: grid; grid-template-columns: 1fr auto; gap: 2px ${vars.space.sm}; font-size: ${vars.fontSize.sm}; }
  dt { color: ${vars.color.textMuted}; }
  dd { margin: 0; text-align: end; font-variant-numeric: tabular-nums; }
`;

const Total = styled.div`
  display: grid;
  gap: 2px;
  span { color: ${vars.color.textMuted}; font-size: ${vars.fontSize.sm}; }
  strong { font-size: ${vars.fontSize.lg}; font-variant-numeric: tabular-nums; white-space: nowrap; overflow-wrap: normal; }
`;

export function CentreBalance() {
  const { t } = useTranslation();
  const wallets = useWallets();
  if (wallets.isError) return <ErrorMessage error={wallets.error} onRetry={() => void wallets.refetch()} />;
  // the centres draw their frame only once the wallets are known (MemberCentrePage,
  // AgentCentrePage), so the box never waits for them and never grows when they come
  if (wallets.isPending) return null;
  const { totalCents, single, currencySymbol } = wallets.data;
  return (
    <Box data-testid="member-balance">
      <Total>
        <span>{t('memberCentre.totalBalance')}</span>
        <strong data-testid="member-balance-total">
          {currencySymbol ? `${currencySymbol} ` : ''}
          {formatCents(totalCents)}
        </strong>
      </Total>
      {!single && (
        <dl data-testid="member-balance-wallets">
          {wallets.data.wallets.map((w) => (
            <div key={w.accountTypeId} style={{ display: 'contents' }}>
              <dt>{w.displayName}</dt>
              <dd data-testid={`member-wallet-${w.accountTypeId}`}>{formatCents(w.cents)}</dd>
            </div>
          ))}
        </dl>
      )}
      <Button $variant="ghost" $size="sm" onClick={() => void wallets.refetch()} disabled={wallets.isFetching} data-testid="member-balance-refresh">
        {t('header.refreshBalance')}
      </Button>
    </Box>
  );
}

/** The balance: two decimals with comma thousands, a hide toggle (***) and a refresh button. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useBalance } from '../../session/member';
import { formatMoney } from '../../ui/format';
import { useBrand } from '../../brand/context';
import { MOBILE_MEDIA } from '../hooks';
import type { SpriteIconName } from '../icons';
import { vars } from '../../theme/cssVariables';

const Box = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  padding: 0 ${vars.space.xs};
  min-height: 32px;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surfaceSunken};
  /* its own surface, so its own text colour: the header's text is for the header's colour */
  color: ${vars.color.text};
  font-variant-numeric: tabular-nums;
  ${MOBILE_MEDIA} { font-size: ${vars.fontSize.sm}; }
`;

const Amount = styled.span`
  padding: 0 ${vars.space.xs};
  font-weight: ${vars.fontWeight.bold};
  white-space: nowrap;
`;

const IconButton = styled.button<{ $spinning?: boolean }>`
  width: 28px;
  height: 28px;
  display: inline-grid;
  place-items: center;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.pill};
  background: transparent;
  color: ${vars.color.textMuted};
  cursor: pointer;
  &:hover { color: ${vars.color.text}; }
  &:focus-visible { outline: 2px solid ${vars.color.focus}; }
  &:disabled { cursor: wait; }
  svg { width: 16px; height: 16px; }
  @keyframes balance-spin { to { transform: rotate(360deg); } }
  svg { animation: ${({ $spinning }) => ($spinning ? 'balance-spin 0.8s linear infinite' : 'none')}; }
  @media (prefers-reduced-motion: reduce) { svg { animation: none; } }
`;

/** The box's icons: symbols of the layout's sprite (icons.svg, in index.html), in their own frame. */
const Icon = ({ name }: { name: SpriteIconName }) => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <use href={`#icon-${name}`} />
  </svg>
);

export function BalanceBox() {
  const { t } = useTranslation();
  const balance = useBalance();
  const brand = useBrand();
  const [hidden, setHidden] = useState(false);
  const busy = balance.isFetching;
  // a failed balance says so where the amount would be (the box's title says to refresh: the
  // refresh button beside it is its retry)
  const failed = balance.isError && !busy;
  let text: string;
  if (failed) text = t('header.balanceUnavailable');
  else if (hidden) text = '***';
  else if (balance.isPending) text = '…';
  else text = formatMoney(balance.data);
  return (
    <Box data-testid="header-balance-box" title={failed ? t('header.balanceError') : undefined}>
      {brand.currencySymbol && !failed && !hidden && <span data-testid="header-currency-symbol" aria-hidden="true">{brand.currencySymbol}</span>}
      <Amount data-testid="header-balance" aria-label={t('header.balance')} aria-live="polite" aria-busy={busy || undefined}>
        {text}
      </Amount>
      <IconButton
        type="button"
        data-testid="header-balance-toggle"
        aria-pressed={hidden}
        aria-label={hidden ? t('header.showBalance') : t('header.hideBalance')}
        title={hidden ? t('header.showBalance') : t('header.hideBalance')}
        onClick={() => setHidden((h) => !h)}
      >
        <Icon name={hidden ? 'eye-off' : 'eye'} />
      </IconButton>
      <IconButton
        type="button"
        data-testid="header-balance-refresh"
        aria-label={t('header.refreshBalance')}
        title={t('header.refreshBalance')}
        disabled={busy}
        $spinning={busy}
        onClick={() => void balance.refetch()}
      >
        <Icon name="refresh" />
      </IconButton>
    </Box>
  );
}

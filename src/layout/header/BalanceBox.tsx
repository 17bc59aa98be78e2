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
import { TOUCH_TARGET } from '../../ui/touchTarget';

/** px the box's two buttons stand out of it above and below on a phone: 44 px targets in the 30 px inside its border */
const OUTSET = (44 - 30) / 2;

const Box = styled.div`
  position: relative;
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
  ${MOBILE_MEDIA} {
    font-size: ${vars.fontSize.sm};
    gap: 0;
    padding-inline-end: 0;
  }
`;

const Amount = styled.span`
  padding: 0 ${vars.space.xs};
  font-weight: ${vars.fontWeight.bold};
  white-space: nowrap;
  /* on a phone the hide toggle's icon is drawn in the room at its end (see Toggle) */
  ${MOBILE_MEDIA} {
    /* with the box's padding, a 44 px wide toggle even over a short amount ("…", "***") */
    min-width: calc(${TOUCH_TARGET} - ${vars.space.xs});
    padding-inline-end: calc(${vars.space.xs} + 16px);
  }
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

/**
 * On a phone the header has no room for two more 44 px buttons beside a long balance: the hide
 * toggle lies over the amount (the amount and the eye at its end are one 44 px tall target, as
 * wide as the amount), and the refresh button is 44 px square, standing out of the 32 px box
 * above and below and over its end. The icons keep their size.
 */
const Toggle = styled(IconButton)`
  ${MOBILE_MEDIA} {
    position: absolute;
    inset-block: -${OUTSET}px;
    /* up to the refresh button (see Refresh) */
    inset-inline: 0 calc(${TOUCH_TARGET} - 1px - ${vars.space.xs});
    width: auto;
    height: auto;
    place-items: center end;
  }
`;

const Refresh = styled(IconButton)`
  ${MOBILE_MEDIA} {
    width: ${TOUCH_TARGET};
    height: ${TOUCH_TARGET};
    margin-block: -${OUTSET}px;
    /* over the box's end (its border and the gap after it), not over the next control */
    margin-inline-end: calc(-1px - ${vars.space.xs});
  }
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
      <Toggle
        type="button"
        data-testid="header-balance-toggle"
        aria-pressed={hidden}
        aria-label={hidden ? t('header.showBalance') : t('header.hideBalance')}
        title={hidden ? t('header.showBalance') : t('header.hideBalance')}
        onClick={() => setHidden((h) => !h)}
      >
        <Icon name={hidden ? 'eye-off' : 'eye'} />
      </Toggle>
      <Refresh
        type="button"
        data-testid="header-balance-refresh"
        aria-label={t('header.refreshBalance')}
        title={t('header.refreshBalance')}
        disabled={busy}
        $spinning={busy}
        onClick={() => void balance.refetch()}
      >
        <Icon name="refresh" />
      </Refresh>
    </Box>
  );
}

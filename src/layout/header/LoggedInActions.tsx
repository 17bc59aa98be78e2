/**
 * The logged-in header (spec section 2): deposit and withdraw (when the member centre serves
 * them for this player), the balance, the member level label in its own colours (opening player
 * rank; the security centre without a label) and the avatar menu.
 */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { cssColour } from '../../contract/cssValues';
import { LINK } from '../../shell/links';
import { useMemberInfo } from '../../session/member';
import { useShellLink } from '../../session/useShellLink';
import { Button } from '../../ui/Button';
import { TOUCH_TARGET } from '../../ui/touchTarget';
import { visuallyHidden } from '../../ui/VisuallyHidden';
import { MOBILE_MEDIA, NARROW_MEDIA } from '../hooks';
import { RefreshIcon } from '../icons';
import { AvatarMenu } from './AvatarMenu';
import { BalanceBox } from './BalanceBox';
import { ChatButton } from './ChatButton';
import { MemberWatchers } from './MemberWatchers';
import { vars } from '../../theme/cssVariables';

const Group = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  ${NARROW_MEDIA} { flex-wrap: nowrap; }
  justify-content: flex-end;
  gap: ${vars.space.xs};
  min-width: 0;
  ${MOBILE_MEDIA} {
    button { font-size: ${vars.fontSize.sm}; }
  }
`;

/**
 * On phones a "+" beside the balance, named Deposit for assistive technology: the word took the
 * logo's room. A 44 px square target that draws the 32 px button it was: the fill stops at its
 * padding, inside 6 px of transparent border above and below, with corners that make the fill's
 * the button's own.
 */
const DepositButton = styled(Button)`
  ${NARROW_MEDIA} {
    min-width: 44px;
    padding: 0;
    border-width: 6px 0;
    background-clip: padding-box;
    border-radius: ${vars.radius.button} / calc(${vars.radius.button} + 6px);
  }
`;

const DepositWord = styled.span`
  ${NARROW_MEDIA} { ${visuallyHidden} }
`;

const DepositGlyph = styled.span`
  display: none;
  font-size: 22px;
  line-height: 1;
  ${NARROW_MEDIA} { display: inline; }
`;

/** On phones the avatar menu offers it instead. */
const WithdrawButton = styled(Button)`
  ${NARROW_MEDIA} { display: none; }
`;

/**
 * A 26 px pill in the colours `--pill-bg` and `--pill-border` (the member level's come from the
 * platform). On a phone its box is a 44 px touch target and the pill is drawn inside it.
 */
const Label = styled.button`
  position: relative;
  isolation: isolate;
  min-height: 26px;
  padding: 0 ${vars.space.sm};
  border: 1px solid var(--pill-border, transparent);
  border-radius: ${vars.radius.pill};
  background: var(--pill-bg, transparent);
  font: inherit;
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.bold};
  cursor: pointer;
  &:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 2px; }
  ${MOBILE_MEDIA} {
    min-height: ${TOUCH_TARGET};
    border-color: transparent;
    background: transparent;
    &::before {
      content: '';
      position: absolute;
      z-index: -1;
      inset: 9px 0;
      border: 1px solid var(--pill-border, transparent);
      border-radius: inherit;
      background: var(--pill-bg, transparent);
    }
  }
`;

/** The member level from the platform: one line, a long name ending in an ellipsis; on phones it gives way. */
const LevelLabel = styled(Label)`
  ${NARROW_MEDIA} { display: none; }
  white-space: nowrap;
  max-width: 12em;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const PlainLabel = styled(Label)`
  --pill-bg: ${vars.color.surfaceRaised};
  --pill-border: ${vars.color.border};
  color: ${vars.color.textMuted};
`;

const NoLevelLabel = styled(PlainLabel)`
  ${NARROW_MEDIA} { display: none; }
`;

/** On phones a failed member info is a retry icon; its words stay for assistive technology. */
const FailedWords = styled.span`
  ${NARROW_MEDIA} { ${visuallyHidden} }
`;

const RetryIcon = styled(RefreshIcon)`
  display: none;
  ${NARROW_MEDIA} { display: block; }
`;

const FailedLabel = styled(PlainLabel)`
  ${NARROW_MEDIA} {
    display: inline-grid;
    place-items: center;
    min-width: 44px;
    min-height: 44px;
    padding: 0;
  }
`;

export function LoggedInActions() {
  const { t } = useTranslation();
  const info = useMemberInfo();
  const label = info.data?.clubLabel ?? null;
  // each entry shows once a feature serves its page (shell/links.ts)
  const deposit = useShellLink(LINK.deposit);
  const withdraw = useShellLink(LINK.withdraw);
  const playerRank = useShellLink(LINK.playerRank);
  const securityCenter = useShellLink(LINK.securityCenter);
  const labelOpens = label ? playerRank : securityCenter;

  return (
    <Group>
      {deposit && (
        <DepositButton $size="sm" $variant="headerPrimary" data-testid="header-deposit" onClick={deposit.open}>
          <DepositWord>{t('header.deposit')}</DepositWord>
          <DepositGlyph aria-hidden="true">+</DepositGlyph>
        </DepositButton>
      )}
      {withdraw && (
        <WithdrawButton $size="sm" $variant="headerOutline" data-testid="header-withdraw" onClick={withdraw.open}>
          {t('header.withdraw')}
        </WithdrawButton>
      )}
      <BalanceBox />
      {info.isError ? (
        // the member info failed: said in the label's place, and pressing it asks again
        <FailedLabel type="button" data-testid="header-member-error" onClick={() => void info.refetch()}>
          <FailedWords>{`${t('errors.partFailed')} · ${t('common.retry')}`}</FailedWords>
          <RetryIcon size={18} />
        </FailedLabel>
      ) : label ? (
        <LevelLabel
          as={labelOpens ? 'button' : 'span'}
          type={labelOpens ? 'button' : undefined}
          data-testid="header-member-label"
          style={{ color: cssColour(label.color) ?? undefined, '--pill-bg': cssColour(label.color2) ?? undefined } as CSSProperties}
          title={labelOpens ? t('header.playerRank') : undefined}
          onClick={labelOpens?.open}
        >
          {label.labelName}
        </LevelLabel>
      ) : (
        info.isSuccess &&
        labelOpens && (
          <NoLevelLabel type="button" data-testid="header-member-label-none" onClick={labelOpens.open}>
            {t('header.noLevel')}
          </NoLevelLabel>
        )
      )}
      <ChatButton />
      <AvatarMenu />
      <MemberWatchers />
    </Group>
  );
}

/**
 * The logged-in header (spec section 2): deposit and withdraw when the member centre applies
 * (a token and an account that is not type 4), the balance, the member level label in its own
 * colours (player rank; the security centre without a label) and the avatar menu.
 */
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useMemberInfo } from '../../api/member';
import { memberCentreAtom } from '../../state/session';
import { Button } from '../../ui/Button';
import { useRequireLogin } from '../../ui/useRequireLogin';
import { MOBILE_MEDIA } from '../hooks';
import { AvatarMenu } from './AvatarMenu';
import { BalanceBox } from './BalanceBox';

const Group = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  ${MOBILE_MEDIA} {
    button { font-size: ${({ theme }) => theme.font.size.sm}; }
  }
`;

const Label = styled.button`
  min-height: 26px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

/** The member level from the platform: one line, a long name ending in an ellipsis. */
const LevelLabel = styled(Label)`
  white-space: nowrap;
  max-width: 12em;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const PlainLabel = styled(Label)`
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.textMuted};
  border-color: ${({ theme }) => theme.colors.border};
`;

/** The platform's colours pass only when they are plain colour values (no CSS injection). */
const COLOUR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\)|[a-z]{3,20})$/i;
export function safeColour(value: string | null | undefined): string | undefined {
  const v = (value ?? '').trim();
  return COLOUR.test(v) ? v : undefined;
}

export function LoggedInActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const memberCentre = useAtomValue(memberCentreAtom);
  const info = useMemberInfo();
  const label = info.data?.clubLabel ?? null;
  const open = (page: string) => requireLogin(() => navigate(`/?member=${page}`), { realAccount: true });

  return (
    <Group>
      {memberCentre && (
        <>
          <Button $size="sm" data-testid="header-deposit" onClick={() => open('depositv2')}>
            {t('header.deposit')}
          </Button>
          <Button $size="sm" $variant="outline" data-testid="header-withdraw" onClick={() => open('withdraw')}>
            {t('header.withdraw')}
          </Button>
        </>
      )}
      <BalanceBox />
      {info.isError ? (
        // the member info failed: said in the label's place, and pressing it asks again
        <PlainLabel type="button" data-testid="header-member-error" onClick={() => void info.refetch()}>
          {`${t('errors.partFailed')} · ${t('common.retry')}`}
        </PlainLabel>
      ) : label ? (
        <LevelLabel
          type="button"
          data-testid="header-member-label"
          style={{ color: safeColour(label.color), background: safeColour(label.color2) }}
          title={t('header.playerRank')}
          onClick={() => open('playerRank')}
        >
          {label.labelName}
        </LevelLabel>
      ) : (
        info.isSuccess && (
          <PlainLabel type="button" data-testid="header-member-label-none" onClick={() => open('securityCenter')}>
            {t('header.noLevel')}
          </PlainLabel>
        )
      )}
      <AvatarMenu />
    </Group>
  );
}

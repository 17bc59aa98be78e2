/**
 * The offer block's frame, shared by the block and by its stand-in while the block's chunk loads:
 * the stand-in is the same frame with the same buttons, inert, so the log-in popup does not grow
 * when the block arrives (issue 18: no layout shift).
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PhoneAuthSocial } from '../../../contract/phoneSignIn';
import { Button } from '../../../ui/Button';
import type { PhoneAuthOffer } from './offer';
import { vars } from '../../../theme/cssVariables';

/** the providers' own names (not words of any language) */
export const PROVIDER_NAMES: Record<PhoneAuthSocial, string> = { google: 'Google', facebook: 'Facebook', twitter: 'Twitter' };

// minmax(0, 1fr): a grid column otherwise grows to its widest button's words and pushes them past a
// phone's dialog ("Mag-sign in gamit ang numero ng telepono")
export const Block = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space.sm};
  margin-top: ${vars.space.md};
`;

export const Divider = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${vars.color.border};
  }
`;

/** The providers' buttons, one to a row like the phone's above them: "Continue with Facebook" whole on one line. */
export const ProviderList = styled.div`
  display: grid;
  gap: ${vars.space.sm};
`;

// new controls: 44 px touch targets, whose words wrap rather than leave a narrow dialog
export const TallButton = styled(Button)`
  min-height: 44px;
  white-space: normal;
`;

/** The block as it first shows, its buttons disabled: what holds its place until it arrives. */
export function OfferStandIn({ offer }: { offer: PhoneAuthOffer }) {
  const { t } = useTranslation();
  return (
    <Block aria-busy="true" data-testid="third-party-sign-in-pending">
      <Divider>
        <span>{t('account.phoneAuthOr')}</span>
      </Divider>
      {offer.phone && (
        <TallButton type="button" $variant="outline" $block disabled>
          {t('account.phoneAuthUsePhone')}
        </TallButton>
      )}
      {offer.socials.length > 0 && (
        <ProviderList>
          {offer.socials.map((p) => (
            <TallButton key={p} type="button" $variant="outline" $block disabled>
              {t('account.phoneAuthContinueWith', { provider: PROVIDER_NAMES[p] })}
            </TallButton>
          ))}
        </ProviderList>
      )}
    </Block>
  );
}

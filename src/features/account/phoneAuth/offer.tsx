/**
 * What the log-in popup offers through the phone-auth service, decided from the brand alone (no
 * service configured, or nothing turned on: nothing, not even the block's code is fetched), and
 * the mount point that loads the block when there is something to show. The registration form
 * mounts the same block with its social buttons alone (its phone code is a field of the form).
 */
import { useMemo } from 'react';
import { useBrand } from '../../../brand/context';
import { isPhoneAuthSocial, type PhoneAuthSocial } from '../../../contract/phoneSignIn';
import { readPhoneAuth, type PhoneAuthProvider } from '../../../contract/readers/phoneAuth';
import { lazySlot } from '../../../ui/lazySlot';
import { OfferStandIn } from './offerParts';

export interface PhoneAuthOffer {
  provider: PhoneAuthProvider;
  /** phone sign-in (MOBILELOGIN3) */
  phone: boolean;
  /** the providers whose flag is on, among those the service signs in with */
  socials: PhoneAuthSocial[];
}

// its words are the popup's own (the account section, loaded with it); a chunk that fails shows a retry in its place
const ThirdPartySignIn = lazySlot(() => import('./ThirdPartySignIn').then((m) => m.default), ({ offer }: { offer: PhoneAuthOffer }) => <OfferStandIn offer={offer} />, { strings: 'firstPaint' });

/** `socialsOnly`: the social buttons without the phone sign-in (the registration form's). */
export function ThirdPartySignInMount({ socialsOnly = false }: { socialsOnly?: boolean }) {
  const brand = useBrand();
  const offer = useMemo<PhoneAuthOffer | null>(() => {
    const provider = readPhoneAuth(brand.smsProvider);
    if (!provider) return null;
    const socials = brand.socialProviders.filter(isPhoneAuthSocial);
    const phone = brand.features.phoneLogin && !socialsOnly;
    return phone || socials.length > 0 ? { provider, phone, socials } : null;
  }, [brand, socialsOnly]);
  if (!offer) return null;
  // its stand-in holds its place while it loads, so the popup does not grow when it arrives
  return <ThirdPartySignIn offer={offer} />;
}

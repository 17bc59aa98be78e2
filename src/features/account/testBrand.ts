/** Test-only: brand models and registration fields for the account forms' tests. */
import type { BrandModel, RegistrationField } from '../../brand/model';

export function field(name: string, over: Partial<RegistrationField> = {}): RegistrationField {
  return { name, required: false, pattern: null, patternId: null, min: null, max: null, ...over };
}

export function testBrand(over: { login?: BrandModel['login']; registration?: Partial<BrandModel['registration']>; features?: Partial<BrandModel['features']> } = {}): BrandModel {
  const brand = {
    merchantCode: 'test',
    name: 'Test',
    features: {
      directRegister: true, freePlay: false, smsLogin: false, mobileRegister: false, usernameRegister: true,
      mobileRegisterVerification: false, mobileRegisterPassword: false, forcePasswordChangeOnExpiry: false, chat: false, phonePasswordReset: false, socialSignIn: false, referral: false,
      hotGames: true, recentGames: true, favouriteGames: true,
      ...over.features,
    },
    login: over.login ?? { tabs: ['username'] },
    registration: { tabs: ['username'], defaultTab: 'username', fields: [], dialingCode: { code: '63', editable: false, fromBrand: false }, ...over.registration },
    menu: { categories: [] },
    cdn: { image: '', launch: null },
    domains: [],
    flags: {},
    lottery: { prizeMode: 'Lott' },
  };
  return brand as unknown as BrandModel;
}

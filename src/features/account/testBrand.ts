/** Test-only harness: renders a feature component with brand, theme, i18n (English), jotai and a router. */
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import i18next from 'i18next';
import { Provider as JotaiProvider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import en from '../../../locales/en.json';
import { BrandProvider } from '../../brand/context';
import type { BrandModel, RegistrationField } from '../../brand/model';
import { darkTheme } from '../../theme/baseThemes';

export function field(name: string, over: Partial<RegistrationField> = {}): RegistrationField {
  return { name, required: false, pattern: null, patternId: null, min: null, max: null, ...over };
}

export function testBrand(over: { login?: BrandModel['login']; registration?: Partial<BrandModel['registration']>; features?: Partial<BrandModel['features']> } = {}): BrandModel {
  const brand = {
    merchantCode: 'test',
    name: 'Test',
    features: {
      directRegister: true, freePlay: false, smsLogin: false, mobileRegister: false, usernameRegister: true,
      mobileRegisterVerification: false, mobileRegisterPassword: false, forcePasswordChangeOnExpiry: false, chat: false, phonePasswordReset: false,
      ...over.features,
    },
    login: over.login ?? { tabs: ['username'] },
    registration: { tabs: ['username'], defaultTab: 'username', fields: [], ...over.registration },
    menu: { categories: [] },
    cdn: { image: '', launch: null },
    lottery: { prizeMode: 'Lott' },
  };
  return brand as unknown as BrandModel;
}

export async function render(ui: ReactNode, brand: BrandModel, path = '/'): Promise<{ container: HTMLElement; root: Root }> {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <I18nextProvider i18n={i18n}>
        <JotaiProvider>
          <ThemeProvider theme={darkTheme}>
            <BrandProvider brand={brand}>
              <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
            </BrandProvider>
          </ThemeProvider>
        </JotaiProvider>
      </I18nextProvider>,
    );
  });
  return { container, root };
}

export async function type(el: Element | null, value: string): Promise<void> {
  if (!(el instanceof HTMLInputElement)) throw new Error('not an input');
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export async function click(el: Element | null): Promise<void> {
  if (!(el instanceof HTMLElement)) throw new Error('not clickable');
  await act(async () => {
    el.click();
  });
}

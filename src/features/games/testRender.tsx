/** Test-only harness: a games page with brand, theme, i18n (English), jotai, query client, router and a fake platform. */
import { act, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import i18next from 'i18next';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import en from '../../../locales/en.json';
import { configureApi } from '../../api/client';
import { BrandProvider } from '../../brand/context';
import type { BrandModel } from '../../brand/model';
import { darkTheme } from '../../theme/baseThemes';

export type FakePlatform = (path: string, params: URLSearchParams) => { status?: number; body: unknown };

export const calls: string[] = [];

export function installPlatform(platform: FakePlatform, token: string | null = null): void {
  calls.length = 0;
  configureApi({ merchantCode: 'test', getLanguage: () => 'EN', getToken: () => token, onSessionExpired: () => {} });
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(`${url.pathname}${url.search}`);
    const { status = 200, body } = platform(url.pathname, url.searchParams);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
}

export const current = { location: '' };
function LocationSpy() {
  const l = useLocation();
  useEffect(() => {
    current.location = `${l.pathname}${l.search}`;
  }, [l]);
  return null;
}

export async function render(ui: ReactNode, brand: BrandModel, path: string, routePath: string, store = createStore()): Promise<void> {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <JotaiProvider store={store}>
            <ThemeProvider theme={darkTheme}>
              <BrandProvider brand={brand}>
                <MemoryRouter initialEntries={[path]}>
                  <LocationSpy />
                  <Routes>
                    <Route path={routePath} element={ui} />
                    <Route path="*" element={<div data-testid="elsewhere" />} />
                  </Routes>
                </MemoryRouter>
              </BrandProvider>
            </ThemeProvider>
          </JotaiProvider>
        </QueryClientProvider>
      </I18nextProvider>,
    );
  });
}

/** Lets pending fetches and renders settle. */
export async function settle(ms = 30): Promise<void> {
  await act(async () => {
    await new Promise((r) => setTimeout(r, ms));
  });
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

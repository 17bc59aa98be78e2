/**
 * Test-only: renders a component into document.body with everything the app provides around it:
 * i18n (English), a query client (no retries), jotai, the dark theme, a brand and a memory router.
 */
import { act, useEffect, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import i18next from 'i18next';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import en from '../../../locales/en.json';
import { BrandProvider } from '../../brand/context';
import type { BrandModel } from '../../brand/model';
import { darkTheme } from '../../theme/baseThemes';

/** The router's location (pathname + search) after the last render. */
export const currentLocation = { value: '' };

function LocationSpy() {
  const l = useLocation();
  useEffect(() => {
    currentLocation.value = `${l.pathname}${l.search}`;
  }, [l]);
  return null;
}

export interface RenderOptions {
  brand: BrandModel;
  /** The router's initial entry. */
  path?: string;
  /** When given, `ui` renders on this route only and any other location renders `data-testid="elsewhere"`. */
  routePath?: string;
  store?: ReturnType<typeof createStore>;
}

/** The trees a test file rendered: a new render unmounts the last test's, so none lives on detached. */
const rendered: Root[] = [];

export async function renderWithProviders(ui: ReactNode, { brand, path = '/', routePath, store = createStore() }: RenderOptions): Promise<{ container: HTMLElement; root: Root }> {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // a tree left mounted after its DOM was cleared keeps its timers and effects running under act
  for (const old of rendered.splice(0)) {
    try {
      await act(async () => old.unmount());
    } catch {
      // a portal's nodes went with the cleared body: the tree is unmounted all the same
    }
  }
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  rendered.push(root);
  const content = routePath ? (
    <Routes>
      <Route path={routePath} element={ui} />
      <Route path="*" element={<div data-testid="elsewhere" />} />
    </Routes>
  ) : (
    ui
  );
  await act(async () => {
    root.render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <JotaiProvider store={store}>
            <ThemeProvider theme={darkTheme}>
              <BrandProvider brand={brand}>
                <MemoryRouter initialEntries={[path]}>
                  <LocationSpy />
                  {content}
                </MemoryRouter>
              </BrandProvider>
            </ThemeProvider>
          </JotaiProvider>
        </QueryClientProvider>
      </I18nextProvider>,
    );
  });
  return { container, root };
}

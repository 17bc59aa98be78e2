/** Smoke test of the layout's composition in jsdom (behaviour in a real browser is covered by Playwright). */
// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider, createStore } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { it, expect, vi } from 'vitest';
import en from '../../locales/en.json';
import { BrandProvider } from '../brand/context';
import type { BrandModel } from '../brand/model';
import { darkTheme } from '../theme/baseThemes';
import type { LayoutRoute } from '../shell/layoutRoute';
const ROUTES: LayoutRoute[] = [
  { id: 'home', layout: { header: true, banner: true, footer: true, sideMenu: true }, bannerGroup: 'w_home' },
  { id: 'seamless', layout: { header: true, banner: false, footer: false, sideMenu: true, embedded: true } },
];
import { AppLayout } from './AppLayout';
import { ModalHost } from './ModalHost';
import { modalAtom } from '../shell/modals';

(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
window.matchMedia = ((q: string) => ({ matches: false, media: q, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, onchange: null, dispatchEvent: () => false })) as unknown as typeof window.matchMedia;
globalThis.ResizeObserver = class { observe() {} unobserve() {} disconnect() {} } as unknown as typeof ResizeObserver;
// everything is in view (the footer loads when it comes near the viewport)
globalThis.IntersectionObserver = class {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) { queueMicrotask(() => this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver)); }
  unobserve() {}
  disconnect() {}
  takeRecords() { return []; }
} as unknown as typeof IntersectionObserver;

vi.mock('../api/queries', async () => {
  // the replies as the contract's readers leave them
  const { readAnnouncements } = await import('../contract/readers/announcements');
  return {
  useAnnouncements: () => ({ isPending: false, isError: false, data: readAnnouncements({ banners: [
    { bannerId: 1, groupName: 'w_home', url: 'https://cdn.x/1.png', linkageType: 'URL', linkage: 'https://x.com' },
    { bannerId: 2, groupName: 'w_home', url: 'https://cdn.x/2.png', linkageType: null, linkage: null },
    { bannerId: 3, groupName: 'w_home', url: 'javascript:alert(1)', linkageType: null, linkage: null },
  ], player: [], popup: [], promotion: [] }) }),
  };
});
vi.mock('../api/helpTopics', async () => {
  const { readHelpTopics } = await import('../contract/readers/help');
  return {
    useHelpTopics: () => ({ isPending: false, isError: false, data: readHelpTopics([{ title: 'About', tag: 'about', content: '<p>hi<script>x</script></p>' }, { title: 'FAQ', tag: 'faq', content: '<b>faq</b>' }]) }),
  };
});
// the dialogs the features register with the shell
await import('../routes/features');

const brand = {
  merchantCode: 'x', name: 'Brand X', currency: 'TLB', status: { kind: 'normal' }, flags: {},
  features: { chat: true } as BrandModel['features'],
  header: { showRegister: true, showFreeDemo: true },
  menu: { categories: [
    { category: 'RNG', route: '/rng', vendors: [{ code: 'PT', displayName: 'PT', smallIcon: null, isHot: true }, { code: 'BTI', displayName: 'BTI sports', smallIcon: null, isHot: false }], hasFlyout: true },
    { category: 'ELOTT', route: '/elott', vendors: [{ code: 'N2', displayName: 'N2', smallIcon: null, isHot: false }], hasFlyout: false },
  ] },
  resources: { social: [{ type: 'FACEBOOK', url: 'https://fb.com/x' }], android: { type: 'Android', url: 'https://x/app.apk', qrCodeUrl: null, label: null }, iosConfig: null, affiliateLink: null, telegram: null, all: [] },
  customerService: [], cdn: { image: 'https://cdn.x', launch: null },
  languages: { supported: ['TY', 'EN'], default: 'TY' },
  theme: { defaultMode: 'dark', seeds: {} },
  assets: { logo: { dark: '/l-d.png', light: '/l-l.png' }, favicon: null, responsibility: '/r.png', paymentIcons: ['/1.png', '/2.png', '/3.png', '/4.png'] },
  footer: { about: { TY: 'Tungkol', EN: 'About us' }, copyright: '© X' },
  layout: { embeddedShowsBars: false },
} as unknown as BrandModel;

it('renders every region, the flyouts and the lazy modals', { timeout: 40_000 }, async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } } });
  const store = createStore();
  const el = document.createElement('div');
  document.body.appendChild(el);
  const root = createRoot(el);
  const route = ROUTES.find((r) => r.id === 'home')!;
  await act(async () => {
    root.render(
      <Provider store={store}><QueryClientProvider client={new QueryClient()}><BrandProvider brand={brand}><ThemeProvider theme={darkTheme}>
        <MemoryRouter initialEntries={['/']}><AppLayout route={route}><p>page</p></AppLayout><ModalHost /></MemoryRouter>
      </ThemeProvider></BrandProvider></QueryClientProvider></Provider>,
    );
  });
  const q = (s: string) => document.querySelectorAll(`[data-testid="${s}"]`).length;
  // the footer is a chunk of its own, loaded once it is near the viewport (a cold import can take a while)
  await vi.waitFor(() => expect(q('footer-help-about')).toBe(1), { timeout: 10_000, interval: 50 });
  // so are the left bar and the banner strip (the frame chunk, which a log-in landing does not load)
  await vi.waitFor(() => expect(q('menu-category-RNG')).toBe(1), { timeout: 10_000, interval: 50 });
  for (const id of ['header', 'left-bar', 'banner-strip', 'site-footer', 'main', 'header-login', 'header-register', 'header-free-demo', 'theme-toggle', 'language-select', 'menu-category-RNG', 'menu-category-ELOTT', 'left-bar-collapse', 'footer-help-about', 'footer-social-FACEBOOK', 'footer-contact']) {
    expect(q(id), id).toBe(1);
  }
  // the javascript: banner is dropped; two banners get two dots
  expect(q('banner-slide')).toBe(2);
  expect(q('banner-dot')).toBe(2);
  expect(q('footer-payment-icon')).toBe(4);
  expect(q('footer-vendor-logo')).toBe(3);
  // hover RNG
  const entry = document.querySelector('[data-testid="menu-category-RNG"]')!.closest('li')!;
  await act(async () => { entry.dispatchEvent(new MouseEvent('mouseover', { bubbles: true })); });
  expect(document.querySelector('[data-testid="menu-flyout-RNG"]')?.textContent).toBe('AllPTHOT123BET');
  await act(async () => { (document.querySelector('[data-testid="menu-vendor-RNG-PT"]') as HTMLButtonElement).click(); });
  expect(store.get(modalAtom)).toEqual({ name: 'login' });
  // keyboard: focus alone does not open, ArrowRight does, Escape closes and returns focus
  await act(async () => { store.set(modalAtom, null); });
  const link = document.querySelector('[data-testid="menu-category-RNG"]') as HTMLAnchorElement;
  await act(async () => { entry.dispatchEvent(new MouseEvent('mouseout', { bubbles: true })); await new Promise((r) => setTimeout(r, 300)); });
  expect(q('menu-flyout-RNG')).toBe(0);
  await act(async () => { link.focus(); });
  expect(q('menu-flyout-RNG')).toBe(0);
  await act(async () => { link.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true })); });
  expect(q('menu-flyout-RNG')).toBe(1);
  await act(async () => { link.focus(); });
  await act(async () => { link.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })); });
  expect(q('menu-flyout-RNG')).toBe(0);
  expect(document.activeElement).toBe(link);
  const svc = document.querySelector('[data-testid="menu-service"]') as HTMLButtonElement;
  await act(async () => { svc.click(); });
  expect(svc.getAttribute('aria-expanded')).toBe('true');
  expect(q('menu-flyout-service')).toBe(1);
  await act(async () => { (document.querySelector('[data-testid="menu-service-help"]') as HTMLButtonElement).click(); });
  expect(store.get(modalAtom)).toEqual({ name: 'help' });
  await act(async () => { store.set(modalAtom, { name: 'help', arg: 'faq' }); });
  // a lazy dialog's first import can take a while on a busy machine
  await vi.waitFor(() => expect(q('help-modal')).toBe(1), { timeout: 10_000, interval: 50 });
  expect(document.querySelector('[data-testid="help-content"] h3')?.textContent).toBe('FAQ');
  await act(async () => { store.set(modalAtom, { name: 'appDownload' }); });
  await vi.waitFor(() => expect(q('app-download-modal')).toBe(1), { timeout: 10_000, interval: 50 });
  expect(q('download-qr-android')).toBe(1);
  expect(q('download-tab-ios')).toBe(0);
  const toggle = document.querySelector('[data-testid="theme-toggle"]') as HTMLButtonElement;
  await act(async () => { toggle.click(); });
  expect(toggle.dataset.mode).toBe('light');
  // embedded
  await act(async () => { root.render(
      <Provider store={store}><QueryClientProvider client={new QueryClient()}><BrandProvider brand={brand}><ThemeProvider theme={darkTheme}>
        <MemoryRouter initialEntries={['/seamless']}><AppLayout route={ROUTES.find((r) => r.id === 'seamless')!}><p>page</p></AppLayout></MemoryRouter>
      </ThemeProvider></BrandProvider></QueryClientProvider></Provider>); });
  expect(q('header')).toBe(0);
  expect(q('left-bar')).toBe(0);
  root.unmount();
});

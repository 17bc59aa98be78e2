import { startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { getDefaultStore } from 'jotai';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { clearSessionQueries, prefetchMember } from '../session/member';
import { startStartupCalls } from '../session/startup';
import { retryOnce } from '../api/errors';
import { announcementsQuery } from '../api/queries';
import { configureApi } from '../api/client';
import { releaseEarlyCalls } from '../api/earlyCalls';
import { BrandProvider } from '../brand/context';
import { aboutText } from '../brand/aboutText';
import type { BrandModel } from '../brand/model';
import { currentLanguageCode, initI18n, loadAllStrings, prefetchManifestStrings, prefetchStoredStrings } from '../i18n';
import { adoptTokenAtom, clearSessionAtom, currentToken, memberAtom, rememberMerchant, tokenAtom } from '../session/session';
import { LOGIN_AFTER_EXPIRY, openModalAtom } from '../shell/modals';
import { arrivalModal, findPage, GUARD_LANDING_PATH, isLazyPage, isPublicPath, prefetchPath } from '../shell/slots';
import { bannerGroupOf } from '../shell/layoutRoute';
import { bannersOf } from '../layout/banner/banners';
import { preloadImages } from '../ui/preloadImages';
import { afterFirstScreen } from '../state/afterFirstScreen';
import { prefetchDialog } from '../layout/ModalHost';
import { preloadPlayerHeader } from '../layout/header/Header';
import { BrandThemeProvider } from '../theme/ThemeProvider';
import { endBootSplash, keepFirstPaint } from '../theme/firstPaint';
import { AppRouter } from '../routes/AppRouter';
import { loadBrand, type BootResult } from './loadBrand';
import { takeTokenFromUrl } from './urlToken';
import { BootSplash } from './screens/BootSplash';
import { BootFailedScreen, UnknownMerchantScreen } from './screens/BootFailedScreen';
import { lazySlot } from '../ui/lazySlot';

// A healthy site never shows these, so they are chunks of their own; the failure screen stays in
// the entry because it must show when chunks cannot be fetched at all.
const InvalidConfigScreen = lazySlot(() => import('./screens/InvalidConfigScreen').then((m) => m.InvalidConfigScreen), <BootSplash />);
const MaintenancePage = lazySlot(() => import('./screens/MaintenancePage').then((m) => m.MaintenancePage), <BootSplash />);
const RegionPage = lazySlot(() => import('./screens/RegionPage').then((m) => m.RegionPage), <BootSplash />);

/** React's hold on a Suspense boundary's content after its fallback showed (react-dom's FALLBACK_THROTTLE_MS). */
const REVEAL_THROTTLE_MS = 500;

/** Languages the boot screens can speak before a brand says which it supports. */
const BOOT_LANGUAGES = { supported: ['TY', 'EN'], default: 'TY' };

/**
 * Starts what the landing needs; resolves when what its first screen renders lazily is in (a
 * landing page's strings and the page inside it, the player's header).
 */
function prepare(brand: BrandModel, queryClient: QueryClient): Promise<unknown> {
  const store = getDefaultStore();
  rememberMerchant(brand.merchantCode);
  configureApi({
    merchantCode: brand.merchantCode,
    getLanguage: currentLanguageCode,
    getToken: currentToken,
    onSessionExpired: () => {
      // nothing of the ended session may stay on screen or in the cache; the player may log in again
      store.set(clearSessionAtom);
      clearSessionQueries(queryClient);
      store.set(openModalAtom, { name: 'login', arg: LOGIN_AFTER_EXPIRY });
    },
  });
  // spec section 6: the country code at start (the dialing code's default, the region page)
  startStartupCalls(queryClient);
  // a brand under maintenance or closed to the region shows no page that takes the home's data
  if (brand.status.kind !== 'normal') {
    releaseEarlyCalls();
    return Promise.resolve();
  }
  const token = takeTokenFromUrl();
  if (token) store.set(adoptTokenAtom, token);
  const session = store.get(tokenAtom);
  // the player's header, on its way since boot started (a token then) or from now (a session
  // another tab's log-in left): the first screen comes with it
  const header = session ? preloadPlayerHeader() : undefined;
  if (session) prefetchMember(queryClient, session, (info) => store.set(memberAtom, info));
  // the landing page's chunk and first data (a lobby's first page, the home's hot games) start
  // beside the first render instead of after it: a round trip less before a phone's largest paint
  const { pathname, search } = window.location;
  const guarded = brand.loggedInOnly && !session && !isPublicPath(pathname);
  // the dialog the landing opens by itself (the log-in popup: every visitor's first screen on a
  // logged-in-only brand, whom the guard sends there) leaves now too, not once that page rendered
  const opens = arrivalModal(guarded ? GUARD_LANDING_PATH : pathname);
  if (opens) prefetchDialog(opens, { queryClient, language: currentLanguageCode() });
  // The banners (and the log-in popup's promotions) are asked for now, not when the layout mounts:
  // the reply usually comes while the first render is in progress, so the banner's place is known
  // (no placeholder that collapses on a page whose group has none). The landing's first banner is
  // asked for as soon as the reply is read, not once the strip renders it: a player's page renders
  // again when the reply comes, a slice at a time, and asked for it 250-450 ms later at 4x CPU.
  const landingBanners = bannerGroupOf(findPage(guarded ? GUARD_LANDING_PATH : pathname));
  void queryClient.fetchQuery(announcementsQuery(currentLanguageCode())).then(
    (announcements) => landingBanners && preloadImages(bannersOf(announcements, landingBanners).slice(0, 1).map((b) => b.image)),
    () => undefined, // the strip shows the failure, and offers to try again
  );
  let pageStrings: Promise<unknown> = Promise.resolve();
  let innerPage: Promise<unknown> | undefined;
  if (!guarded) {
    innerPage = prefetchPath(pathname + search, { queryClient, brand, language: currentLanguageCode() });
    // a lazy page's strings beyond the first paint too (on their way since the manifest came):
    // the router would ask for them only once it renders the page
    if (isLazyPage(pathname)) pageStrings = loadAllStrings().catch(() => undefined);
  }
  // what the first screen did not take (a request the script guessed and the page then made
  // otherwise, in another language say) nothing will
  afterFirstScreen(() => releaseEarlyCalls());
  const { gtagId } = brand.analytics;
  // The tag is no part of the first screen: it loads once that is done, as the service worker
  // registers. Asked for during the first render, its connection to another host and its script
  // shared a phone's network with the largest paint (Lighthouse's simulation: 0.6-0.7 s later on
  // a brand with a tag); a player who leaves within seconds of arriving goes uncounted instead.
  // A tag that fails to load costs the brand its analytics, never the page.
  if (gtagId) afterFirstScreen(() => void import('./analytics').then((m) => m.loadAnalytics(gtagId), () => undefined));
  if (brand.assets.favicon) document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.setAttribute('href', brand.assets.favicon);
  document.title = brand.name;
  // what search results and shared links show under the name
  const description = aboutText(brand, currentLanguageCode());
  if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  return Promise.all([pageStrings, header, innerPage]);
}

/**
 * The splash has no words, so the locale waits for the brand: one locale chunk, the right one
 * (a returning player's is already on its way).
 */
async function boot(queryClient: QueryClient): Promise<BootResult> {
  prefetchStoredStrings();
  // The landing page's chunk (a lobby, the register page, the personal centre) leaves with the
  // brand's documents, not after them: a round trip less before a deep link's first screen. Only
  // a page the brand then keeps from the visitor (a logged-in-only brand's guarded pages, a brand
  // under maintenance) costs a chunk it does not show; its data waits for the brand (prepare).
  void prefetchPath(window.location.pathname + window.location.search);
  // a returning player's header (or one a token in the address logs in) leaves with them too
  if (currentToken() !== null || new URLSearchParams(window.location.search).has('token')) void preloadPlayerHeader();
  const landsBeyondHome = isLazyPage(window.location.pathname);
  const result = await loadBrand(window.location, { onManifest: (manifest, locales) => prefetchManifestStrings(manifest, locales, landsBeyondHome) });
  await initI18n(result.kind === 'ready' ? result.brand.languages : BOOT_LANGUAGES);
  if (result.kind !== 'ready') releaseEarlyCalls(); // a screen that says why the site cannot open takes no data
  if (result.kind === 'ready') {
    // The first screen waits for what it renders lazily (asked for early, so usually in by now),
    // though never longer than React would hold it back: a part that suspends shows its loading
    // place, and React then keeps it for up to REVEAL_THROTTLE_MS before revealing it. A part
    // that takes longer shows that place.
    const lazyParts = prepare(result.brand, queryClient);
    await Promise.race([lazyParts, new Promise((done) => setTimeout(done, REVEAL_THROTTLE_MS))]);
    const { brand, colors } = result;
    keepFirstPaint({ code: brand.merchantCode, name: brand.name, mode: brand.theme.defaultMode, colors, logo: brand.assets.logo });
  }
  return result;
}

export function Boot() {
  const [result, setResult] = useState<BootResult | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [queryClient] = useState(
    // one more try only where it may help (never after a timeout: the player would wait 40 s).
    // Every call goes out even when the browser says it is offline (networkMode 'always'): React
    // Query would otherwise hold it with no word to the player and send it on its own once the
    // connection is back, a transfer included, minutes after the player gave up on it. Offline,
    // the call fails at once and the page says "Network link abnormal" where it was made.
    () => new QueryClient({ defaultOptions: { queries: { retry: retryOnce, refetchOnWindowFocus: false, staleTime: 60_000, networkMode: 'always' }, mutations: { networkMode: 'always' } } }),
  );

  useEffect(() => {
    let live = true;
    void boot(queryClient).then((r) => {
      // the whole site's first render is a transition, so React renders it in slices between
      // which the browser can paint and take input (the splash stays until it commits), instead
      // of one task of a second and more on a throttled phone
      if (live) startTransition(() => setResult(r));
    });
    return () => {
      live = false;
    };
  }, [attempt, queryClient]);

  // the brand's name theme-init.js showed goes in the very frame the first screen comes in
  useLayoutEffect(() => {
    if (result) endBootSplash();
  }, [result]);

  // `npm run preview:brand` only (import.meta.hot is undefined in builds, so this drops out): an
  // edit to the brand folder re-runs boot in place, with fresh platform data, without a reload
  useEffect(() => {
    const hot = import.meta.hot;
    if (!hot) return;
    const reboot = (data?: { locale?: string }) => {
      if (data?.locale) return; // a locale file: the preview client swaps the strings itself
      void boot(queryClient).then((r) => {
        setResult(r);
        void queryClient.invalidateQueries();
      });
    };
    hot.on('brand:changed', reboot);
    return () => hot.off('brand:changed', reboot);
  }, [queryClient]);

  if (!result) return <BootSplash />;
  if (result.kind !== 'ready') {
    return (
      <BrandThemeProvider>
        {result.kind === 'invalid' && <InvalidConfigScreen merchantCode={result.merchantCode} errors={result.errors} />}
        {result.kind === 'unknownMerchant' && <UnknownMerchantScreen />}
        {result.kind === 'failed' && <BootFailedScreen
            error={result.error}
            onRetry={() => {
              setResult(null);
              setAttempt((a) => a + 1);
            }}
          />}
      </BrandThemeProvider>
    );
  }

  const { brand, colors } = result;
  return (
    <QueryClientProvider client={queryClient}>
      <BrandProvider brand={brand}>
        <BrandThemeProvider colors={colors} brandStyle={brand.theme} defaultMode={brand.theme.defaultMode}>
          {brand.status.kind === 'maintenance' && <MaintenancePage />}
          {brand.status.kind === 'region' && <RegionPage ip={brand.status.ip} country={brand.status.country} />}
          {brand.status.kind === 'normal' && <AppRouter />}
        </BrandThemeProvider>
      </BrandProvider>
    </QueryClientProvider>
  );
}

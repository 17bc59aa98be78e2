import { Suspense, useEffect, useMemo, useReducer, type ComponentType } from 'react';
import { BrowserRouter, Navigate, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { useAtomValue, useSetAtom } from 'jotai';
import styled from 'styled-components';
import { useBrand } from '../brand/context';
import { isLoggedInAtom } from '../session/session';
import { openModalAtom } from '../shell/modals';
import { Loading } from '../ui/Spinner';
import { Page, PageTitle } from '../ui/Page';
import { GameGridSkeleton } from '../games/GameGridSkeleton';
import { useTranslation } from 'react-i18next';
import { NEAR_MARGIN_PX } from '../ui/WhenNearViewport';
import { AppLayout } from '../layout/AppLayout';
import { preloadFrameParts } from '../layout/frame';
import { ModalHost } from '../layout/ModalHost';
import { LateHosts } from '../layout/LateHosts';
import { useSessionTouch } from '../session/upkeep';
import { ChunkBoundary, ChunkError } from './ChunkBoundary';
import { lazyPage } from './lazyPage';
import { lazySlot } from '../ui/lazySlot';
import { LoginBackdrop } from './LoginBackdrop';
import { findPage, GUARD_LANDING_PATH, isPublicPath, type PageSlot, type ShellPage } from '../shell/slots';
import { ROUTES } from './features';
import { useNavigationReset } from './useNavigationReset';

/**
 * The home page comes in the frame chunk, with the left bar and the banner strip
 * (layout/AppLayout.tsx): a logged-in-only brand's log-in landing runs none of them. On the pages
 * that show them, the chunk is fetched beside the shell (theme-init.js) and imported at once
 * (preloadFrame), so the home renders in its first pass.
 */
const HomePage = lazySlot(() => import('../features/home/HomePage').then((m) => m.default), <PageLoading />, { strings: 'firstPaint', failed: ChunkError });

/** Imports the frame chunk now: the home page, the left bar and the banner strip. */
export function preloadFrame(): void {
  void preloadFrameParts();
  void HomePage.preload();
}

/** The log-in popup's page: a logged-in-only brand's visitor has no home to see behind it. */
function LoginLanding() {
  const brand = useBrand();
  return brand.loggedInOnly ? <LoginBackdrop /> : <HomePage />;
}

const SHELL_PAGES: Record<ShellPage, ComponentType> = { home: HomePage, login: LoginLanding };

/** Opens the modal a route asks for on arrival (/help opens help at the hash's topic, /login the login popup). */
function useArrivalModal(route: PageSlot) {
  const openModal = useSetAtom(openModalAtom);
  const { hash } = useLocation();
  useEffect(() => {
    if (route.openModal) openModal({ name: route.openModal, arg: decodeURIComponent(hash.slice(1)) || undefined });
    // only on arrival at the route, not on every hash change the modal itself makes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [route.id]);
}

/**
 * A page on its way fills the view and the "near" margin below it, so what sits below the page
 * (the footer, which loads when it comes near) stays out of reach until the page's own height
 * is known.
 */
const PageHold = styled.div`
  min-height: calc(100dvh + ${NEAR_MARGIN_PX}px);
`;

/** A page's place while its chunk loads: its skeleton (a lobby's title over its grid's), else a spinner. */
function PageLoading({ route }: { route?: PageSlot }) {
  const { t } = useTranslation();
  return (
    <PageHold data-testid="page-loading" data-page-loading="">
      {route?.skeleton === 'games' ? (
        <Page data-testid="page-skeleton">
          {route.category && <PageTitle>{t(`categories.${route.category}`)}</PageTitle>}
          <GameGridSkeleton label={t('common.loading')} />
        </Page>
      ) : (
        <Loading />
      )}
    </PageHold>
  );
}

function RoutePage({ route }: { route: PageSlot }) {
  const [generation, retry] = useReducer((n: number) => n + 1, 0);
  // lazyPage caches one component per route and load generation, so its identity is stable
  // across renders and changes only on a retry, which is what the compiler rule guards against
  const Page = useMemo(
    () => (route.shellPage ? SHELL_PAGES[route.shellPage] : lazyPage(route.id, route.load, generation)),
    [route, generation],
  );
  useArrivalModal(route);
  return (
    <ChunkBoundary key={generation} onRetry={retry}>
      <Suspense fallback={<PageLoading route={route} />}>
        {/* eslint-disable-next-line react-hooks/static-components */}
        <Page />
      </Suspense>
    </ChunkBoundary>
  );
}

/** The logged-in-only guard: outside the spec's exceptions, no token means /login; a visitor's page with one means home. */
function Guard({ route, children }: { route: PageSlot; children: React.ReactNode }) {
  const brand = useBrand();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const { pathname, search } = useLocation();
  if (brand.loggedInOnly && !loggedIn && !isPublicPath(pathname) && route.id !== 'login') {
    // the query goes along: an invitation's codes (?referralCode=, ?affiliateCode=) are what lets
    // its visitor register on the landing
    return <Navigate to={{ pathname: GUARD_LANDING_PATH, search }} replace />;
  }
  if (route.visitorsOnly && loggedIn) return <Navigate to="/" replace />;
  return <>{children}</>;
}

function Shell() {
  const { pathname } = useLocation();
  useSessionTouch();
  const route = findPage(pathname) ?? ROUTES[0]!;
  useNavigationReset(route.openModal !== undefined);
  return (
    <Guard route={route}>
      <AppLayout route={route}>
        <Outlet />
      </AppLayout>
      <ModalHost />
      <LateHosts />
    </Guard>
  );
}

/**
 * Declarative routing: the app needs no loaders or actions (TanStack Query owns server
 * state), and leaving the data router out keeps about 10 KiB off the home page.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<Shell />}>
          {ROUTES.flatMap((route) =>
            // a prefix page answers every address under its first path too (/member/<page>)
            route.paths.map((path, i) => <Route key={path} path={route.prefix && i === 0 ? `${path}/*` : path} element={<RoutePage key={route.id} route={route} />} />),
          )}
          <Route path="*" element={<Navigate to="/" replace />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}

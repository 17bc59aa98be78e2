/**
 * The shell's slots (as tldraw's replaceable UI components): features register their pages,
 * dialogs and named destinations here, and the shell (the router, the modal host, the header,
 * left bar, footer and avatar menu) shows what is registered. The shell imports no feature; a
 * feature imports no other feature; the app layer (src/routes/features.ts) loads every feature's
 * slots module once. A slots module holds data and lazy loaders only, so reading it costs nothing
 * until a page or dialog is opened, and tools can read it in Node.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { useStore } from 'jotai';
import type { ComponentType } from 'react';
import type { NavigateFunction } from 'react-router-dom';
import type { GameCategory } from '../contract/gameCategories';
import type { LayoutRoute } from './layoutRoute';
import { rememberLoad } from '../state/rememberLoad';

export type { LayoutFlags, LayoutRoute } from './layoutRoute';

export type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * The pages the router holds (no strings beyond the first paint): the home page, and the log-in
 * landing (the home page behind the popup, or on a logged-in-only brand the brand's backdrop).
 */
export type ShellPage = 'home' | 'login';

/**
 * A page's place while its chunk loads, drawn by the router from what the shell already holds:
 * 'games' is the page's title over a game grid's skeleton (the lobbies), so a lobby never blanks
 * behind a spinner; without one, a spinner.
 */
export type PageSkeleton = 'games';

/**
 * What a page's data prefetch is given: the address about to open, the app's query client and
 * language, and the brand model (the shell does not know its shape; the page that reads it does).
 */
export interface PrefetchDeps {
  pathname: string;
  search: string;
  queryClient: QueryClient;
  language: string;
  brand: unknown;
}

interface PageBase extends LayoutRoute {
  paths: string[];
  /** reachable without a session even when the brand is logged-in-only */
  public?: boolean;
  /** a visitor's page (log in, register): a player with a session is taken home instead */
  visitorsOnly?: boolean;
  /** the lobby's game category */
  category?: GameCategory;
  /** a dialog opened on arrival (e.g. /help), with the address's hash as its argument */
  openModal?: ModalName;
  /** matches every path under the first of `paths` as well (/member/<page>, …) */
  prefix?: boolean;
  /** its place while its chunk loads (the router draws it); a spinner without */
  skeleton?: PageSkeleton;
  /**
   * starts loading the data its first screen shows (into the query cache), beside its chunk, when
   * a press is about to open it (the left bar's entries on hover and focus); lazy like `load`
   */
  prefetch?: (deps: PrefetchDeps) => Promise<unknown>;
  /**
   * loads the chunk of the page it shows inside itself (a centre's page), when the press is about
   * to open it; the first screen of a landing waits for it briefly, as for the page's own strings,
   * so the inner page comes with the rest. Called with the address alone as boot starts (an
   * address that names the inner page), and again with the brand (one that does not)
   */
  loadInner?: (deps: Pick<PrefetchDeps, 'pathname' | 'search'> & Partial<PrefetchDeps>) => Promise<unknown>;
}

/**
 * A page: a lazy chunk (`load`), which loads the strings beyond the first paint beside it, or a
 * page of the app shell (`shellPage`), rendered at once with the first-paint strings.
 */
export type PageSlot = PageBase & ({ load: PageLoader; shellPage?: undefined } | { shellPage: ShellPage; load?: undefined });

/**
 * Dialog names and the argument each takes. Each feature adds its own by declaration merging:
 *   declare module '../../shell/slots' { interface ModalRegistry { help: string | undefined } }
 */
export interface ModalRegistry {
  /** the left bar's announcements list: the shell offers its entry once a feature registers it */
  announcements: undefined;
}

export type ModalName = keyof ModalRegistry & string;

export interface ModalState {
  name: ModalName;
  /** e.g. the help topic tag or the login popup's initial tab */
  arg?: string;
  /** in-memory values a dialog shows (never persisted), e.g. an auto-generated account */
  data?: Readonly<Record<string, string>>;
}

/** What the modal host gives a dialog. */
export interface ModalProps {
  modal: ModalState;
  close: () => void;
}

export interface ModalSlot {
  name: ModalName;
  load: () => Promise<{ default: ComponentType<ModalProps> }>;
  /**
   * The strings beyond the first paint it loads beside its chunk: every string (the default), or
   * only the log-in popup's (i18n/sections.ts LOGIN_SECTIONS; what it opens beyond them loads the rest).
   */
  strings?: 'all' | 'login';
  /**
   * starts what its first frame shows (data into the query cache, its largest picture) when the
   * shell knows it is about to open: the landing's arrival dialog, at boot
   */
  prefetch?: (deps: DialogPrefetchDeps) => Promise<unknown>;
}

/** What a dialog's prefetch is given: the app's query client and language. */
export type DialogPrefetchDeps = Pick<PrefetchDeps, 'queryClient' | 'language'>;

/**
 * A named destination the shell links to without knowing who serves it (the header's Deposit,
 * the avatar menu's pages, the footer's contact link, …): the shell shows an entry only when a
 * feature has registered its destination, so no entry leads nowhere.
 */
export interface LinkSlot {
  id: string;
  /** the address it opens */
  to: string;
  /** open to visitors; otherwise a visitor gets the login popup first */
  public?: boolean;
  /** needs a real account: a trial (type 4) account gets the warning instead (spec section 5) */
  realAccount?: boolean;
  /** offered only when this holds (brand flags, the player's type), see LinkContext */
  visible?: (context: LinkContext) => boolean;
}

/** What a link's visibility may depend on. */
export interface LinkContext {
  flags: Readonly<Record<string, boolean>>;
  features: Readonly<Record<string, boolean>>;
  /** the account type (null while unknown or logged out) */
  accountType: number | null;
  /** a trial (free play, type 4) account: the personal centre's pages are not offered to it */
  trial?: boolean;
  agent: boolean;
  /**
   * the merchant's promotion types that are on (MCSFE_getMerchantAvailablePromotions), where the
   * menu asked for them (the avatar menu does): absent or off, an invite-friends link is not offered
   */
  promotions?: { referral: boolean };
  /** the player has an upline to send money to (member info `toUpline`) */
  toUpline?: boolean;
  /**
   * the player's money is one wallet (the balance's `isSingle`); undefined where the wallets are
   * not read (outside the personal centre), so a page that needs several wallets is not offered there
   */
  singleWallet?: boolean;
  /** the player's open missions (the personal centre's menu badge), where the menu asked for them */
  openMissions?: number;
}

/**
 * A named action the shell offers without knowing who performs it (the header's free-demo
 * button starts a guest session through the account feature). It is loaded when first run.
 */
export interface ActionSlot {
  id: string;
  run: (deps: ActionDeps) => Promise<void>;
}

/** What the shell hands an action: the router's navigate, the jotai store and the query client. */
export interface ActionDeps {
  navigate: NavigateFunction;
  store: ReturnType<typeof useStore>;
  queryClient: QueryClient;
}

/**
 * Something that runs for a logged-in real account wherever the player is (the money
 * notifications): the shell loads it after the player's header has painted, when the browser is
 * idle, so it costs the home page nothing.
 */
export interface WatcherSlot {
  id: string;
  load: () => Promise<{ default: ComponentType }>;
  /**
   * 'everyone': runs for visitors and every session alike, soon after the first paint when the
   * browser is idle (the popup notices), not 20 s later for members only
   */
  audience?: 'members' | 'everyone';
}

const watchers = new Map<string, WatcherSlot>();

export function registerWatchers(...slots: WatcherSlot[]): void {
  for (const slot of slots) {
    if (watchers.has(slot.id)) throw new Error(`watcher "${slot.id}" is registered twice`);
    watchers.set(slot.id, slot);
  }
}

export function registeredWatchers(audience: 'members' | 'everyone' = 'members'): WatcherSlot[] {
  return [...watchers.values()].filter((w) => (w.audience ?? 'members') === audience);
}

const pages: PageSlot[] = [];
const actions = new Map<string, ActionSlot>();
const modals = new Map<string, ModalSlot>();
const links = new Map<string, LinkSlot>();

export function registerPages(...slots: PageSlot[]): void {
  for (const slot of slots) {
    if (pages.some((p) => p.id === slot.id)) throw new Error(`page "${slot.id}" is registered twice`);
    // a prefetch (the landing's, at boot; a menu entry's, on hover) and the router share one load
    pages.push(slot.load ? { ...slot, load: rememberLoad(slot.load) } : slot);
  }
}

export function registerModals(...slots: ModalSlot[]): void {
  for (const slot of slots) {
    if (modals.has(slot.name)) throw new Error(`dialog "${slot.name}" is registered twice`);
    // the prefetch (on hover, or the landing's arrival dialog at boot) and the opening share one load
    modals.set(slot.name, { ...slot, load: rememberLoad(slot.load) });
  }
}

export function registerLinks(...slots: LinkSlot[]): void {
  for (const slot of slots) {
    if (links.has(slot.id)) throw new Error(`link "${slot.id}" is registered twice`);
    links.set(slot.id, slot);
  }
}

export function registerActions(...slots: ActionSlot[]): void {
  for (const slot of slots) {
    if (actions.has(slot.id)) throw new Error(`action "${slot.id}" is registered twice`);
    actions.set(slot.id, slot);
  }
}

export function registeredAction(id: string): ActionSlot | undefined {
  return actions.get(id);
}

/** Every registered page, in registration order. */
export function registeredPages(): readonly PageSlot[] {
  return pages;
}

export function registeredModal(name: string): ModalSlot | undefined {
  return modals.get(name);
}

export function registeredLink(id: string): LinkSlot | undefined {
  return links.get(id);
}

/** The page a pathname shows: an exact path first, then a prefix page. */
export function findPage(pathname: string): PageSlot | undefined {
  return pages.find((p) => p.paths.includes(pathname)) ?? pages.find((p) => p.prefix && p.paths.some((path) => pathname.startsWith(`${path}/`)));
}

/**
 * Starts loading what a press is about to open (on the pointer's or the focus's arrival), so
 * the press finds it there: the build does not preload a chunk's imports with it (the map of
 * them would weigh on every home page), and a chunk's imports are requested once it arrives.
 * Given the query client (and what else a page's data prefetch reads), the page's first data
 * is requested too. A failed prefetch is not reported: the press itself loads again and says so.
 * Resolves when the page inside the page (`loadInner`) is in, or failed, or there is none.
 */
export function prefetchPath(to: string, data?: Omit<PrefetchDeps, 'pathname' | 'search'>): Promise<unknown> {
  const { pathname, search } = new URL(to, 'http://prefetch.invalid');
  const page = findPage(pathname);
  void page?.load?.().catch(() => undefined);
  if (data && page?.prefetch) void page.prefetch({ ...data, pathname, search }).catch(() => undefined);
  return page?.loadInner?.({ ...data, pathname, search }).catch(() => undefined) ?? Promise.resolve();
}

/** The page at `pathname` is a lazy chunk (it needs the strings beyond the first paint), not a page of the shell. */
export function isLazyPage(pathname: string): boolean {
  return findPage(pathname)?.load !== undefined;
}

/** Where a logged-in-only brand's guard sends a visitor off its public pages (the spec's log-in page). */
export const GUARD_LANDING_PATH = '/login';

/** The dialog the page at `pathname` opens on arrival (the log-in page's popup), if any. */
export function arrivalModal(pathname: string): string | undefined {
  return findPage(pathname)?.openModal;
}

/** The help centre as a page of its own: one of the logged-in-only guard's exceptions, so a visitor can read the terms. */
export const PUBLIC_HELP_PATH = '/helpmc';

/** Spec guard exceptions: reachable without a token on a logged-in-only brand. */
export function isPublicPath(pathname: string): boolean {
  return findPage(pathname)?.public === true;
}

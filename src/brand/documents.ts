/**
 * The documents a brand is built from, typed by the JSON schemas (`schemas/*.schema.json`;
 * the types in `./generated/types` are generated from them by `npm run schemas`).
 */
import type {
  Banners,
  BrandManifest,
  Envelope,
  Game,
  GameListPage,
  HelpTopics,
  PermissionDocument,
  Promotions,
  RegistrationSettings,
  VendorLanes,
} from './generated/types';

export type * from './generated/types';

/** Name of every document or reply the app validates -> its type. */
export interface DocumentTypes {
  /** brands/<code>/brand.json */
  manifest: BrandManifest;
  /** value of GET /wps/system/status */
  permission: PermissionDocument;
  /** value of GET /wps/system/setting/register */
  registration: RegistrationSettings;
  /** value of GCSGAME_newGameVendor */
  lanes: VendorLanes;
  /** any /wps reply before unwrapping */
  envelope: Envelope;
  banners: Banners;
  help: HelpTopics;
  promotions: Promotions;
  /** value of GCSGAME_gameList */
  gameList: GameListPage;
  /** one game (hotGamesV2 list items) */
  game: Game;
}

export type DocumentName = keyof DocumentTypes;

/** The four documents a BrandModel is built from, after validation. */
export interface BrandDocuments {
  manifest: BrandManifest;
  permission: PermissionDocument;
  registration: RegistrationSettings;
  lanes: VendorLanes;
}

/** The four documents as fetched, before any check. */
export type UncheckedBrandDocuments = Record<keyof BrandDocuments, unknown>;

/** One problem in one document; `pointer` is a JSON pointer into it ("" is the whole document). */
export interface DocumentError {
  document: string;
  pointer: string;
  message: string;
}

export type Validated<T> = { ok: true; value: T } | { ok: false; errors: DocumentError[] };

/**
 * Game replies read as the real client reads them: the vendor lanes (GCSGAME_newGameVendor), a
 * game (game lists, hot games, favourites, recent games) and the favourite ids. Tolerant where the
 * real platform differs from the spec's reading (no displayName, a null or empty iconUrl, isHot as
 * 1/0, no gameCount, favourites as a plain array), strict on what reaches a `src`.
 */
import { isRecord, type Finding } from '../findings';
import { readSwitch } from '../flags';
import { safeImageUrl } from '../safeUrl';
import { depthExceeds, MAX_DOCUMENT_DEPTH, type SectionCheck } from './check';

// ----------------------------------------------------------------------------- vendor lanes

export interface VendorCard {
  /** vendor code (the card's `vassalage`) */
  code: string;
  displayName: string;
  gameType: string;
  /** a checked icon URL or CDN path; null: the CDN's icon of the vendor */
  smallIcon: string | null;
  isHot: boolean;
  isNew: boolean;
  /** "VASSALAGE": choosing the vendor opens a popup list of its games (spec section 3) */
  isGame: string | null;
}

export interface GameClassify {
  key: string;
  /** an i18n key or a name, as the platform sends it */
  displayName: string;
  /** the number of games, when the reply says (the real platform does not) */
  count: number | null;
  /** the vendors with games of this classification, when the reply says */
  vendors: string[] | null;
}

export interface VendorLane {
  /** the lane's game type, upper case (RNG, LIVE, SPORTS, …; types the site has no lobby for are kept) */
  title: string;
  classify: GameClassify[];
  cards: VendorCard[];
}

const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/**
 * The lanes of a vendor-lanes reply. A broken lane, card or classification is left out (a card
 * whose only fault is its icon keeps its place without it), with the reasons as findings; a reply
 * without `data.lanes` gives no lanes (the menu shows no game categories) and says so.
 */
export function readLanes(raw: unknown, check: SectionCheck): { lanes: VendorLane[]; findings: Finding[] } {
  const findings: Finding[] = [];
  const list = isRecord(raw) && isRecord(raw.data) && Array.isArray(raw.data.lanes) ? raw.data.lanes : null;
  if (!list) return { lanes: [], findings: [{ pointer: '/data/lanes', message: 'is required: the menu shows no game categories', severity: 'error' }] };
  if (depthExceeds(list, MAX_DOCUMENT_DEPTH)) {
    return { lanes: [], findings: [{ pointer: '/data/lanes', message: `nests deeper than ${MAX_DOCUMENT_DEPTH} levels: the menu shows no game categories`, severity: 'error' }] };
  }
  const lanes: VendorLane[] = [];
  const seen = new Map<string, number>();
  list.forEach((lane, i) => {
    const at = `/data/lanes/${i}`;
    const problems = check('lanes.lane', lane, at);
    if (problems.length > 0 || !isRecord(lane) || typeof lane.title !== 'string' || !Array.isArray(lane.cards)) {
      findings.push(...(problems.length ? problems : [{ pointer: at, message: 'must be a lane ({ title, cards })', severity: 'error' as const }]));
      return;
    }
    const title = lane.title.toUpperCase();
    const first = seen.get(title);
    if (first !== undefined) {
      findings.push({ pointer: `${at}/title`, message: `repeats the game type of lane ${first} (${title}); left out`, severity: 'error' });
      return;
    }
    seen.set(title, i);
    const cards: VendorCard[] = [];
    lane.cards.forEach((card, j) => {
      const cardAt = `${at}/cards/${j}`;
      const cardProblems = check('lanes.card', card, cardAt);
      if (!isRecord(card) || typeof card.vassalage !== 'string' || card.vassalage === '') {
        findings.push(...(cardProblems.length ? cardProblems : [{ pointer: cardAt, message: 'must be a vendor card with a vassalage', severity: 'error' as const }]));
        return;
      }
      // an unusable icon alone does not cost the vendor its entry
      const iconOnly = cardProblems.length > 0 && cardProblems.every((p) => p.pointer.startsWith(`${cardAt}/smallIcon`));
      if (cardProblems.length > 0 && !iconOnly) {
        findings.push(...cardProblems);
        return;
      }
      if (iconOnly) findings.push(...cardProblems.map((p) => ({ ...p, message: `${p.message}; the vendor shows without it` })));
      const icon = iconOnly ? null : safeImageUrl(card.smallIcon);
      cards.push({
        code: card.vassalage,
        displayName: text(card.displayName) || card.vassalage,
        gameType: text(card.gameType).toUpperCase() || title,
        smallIcon: icon,
        isHot: readSwitch(card.isHot).on,
        isNew: readSwitch(card.isNew).on,
        isGame: typeof card.isGame === 'string' && card.isGame ? card.isGame : null,
      });
    });
    const classify: GameClassify[] = [];
    (Array.isArray(lane.gameClassify) ? lane.gameClassify : []).forEach((c, j) => {
      const cAt = `${at}/gameClassify/${j}`;
      const problems = check('lanes.classify', c, cAt);
      if (problems.length > 0 || !isRecord(c) || typeof c.key !== 'string') {
        findings.push(...(problems.length ? problems : [{ pointer: cAt, message: 'must be a classification with a key', severity: 'error' as const }]));
        return;
      }
      classify.push({
        key: c.key,
        displayName: text(c.displayName) || c.key,
        count: typeof c.gameCount === 'number' && Number.isInteger(c.gameCount) && c.gameCount >= 0 ? c.gameCount : null,
        vendors: Array.isArray(c.vendors) ? c.vendors.filter((v): v is string => typeof v === 'string') : null,
      });
    });
    lanes.push({ title, classify, cards });
  });
  return { lanes, findings };
}

// ----------------------------------------------------------------------------- games

/** One game as the site shows and launches it. */
export interface Game {
  nodeId: string;
  gameId: string;
  roomId: string | null;
  gameType: string;
  gameClassify: string;
  vassalage: string;
  /** the name to show: displayName when the reply has one (the preview's), else gameName, nodeName, the vendor code (the real platform's order) */
  gameName: string;
  /** the same name (kept for the lists that read it) */
  displayName: string;
  /** a checked image URL or CDN path, '' when the game has none (the default icon shows) */
  iconUrl: string;
  minBet: number | null;
  minLineNum: number | null;
  /** supportPlay 0: a free trial is offered */
  freeTrial: boolean;
  isGame: string | null;
}

/** An id as the platform sends it (a string or a number), as a string; null when there is none. */
export const idOf = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : null);
const id = idOf;

/** A number or a numeric string as a number; null otherwise. */
export function numberOrNull(v: unknown): number | null {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/**
 * A game from any game reply, or null when it cannot be shown or launched (no nodeId or vendor).
 * Its image is the first of iconUrl, showIcon, lagerIcon that passes the URL rule (spaces
 * encoded); a game without one shows the default icon.
 */
export function readGame(raw: unknown): Game | null {
  if (!isRecord(raw)) return null;
  const nodeId = id(raw.nodeId);
  const vassalage = typeof raw.vassalage === 'string' && raw.vassalage !== '' ? raw.vassalage : typeof raw.vendor === 'string' ? raw.vendor : '';
  if (nodeId === null || vassalage === '') return null;
  const name = text(raw.displayName) || text(raw.gameName) || text(raw.nodeName) || vassalage;
  const icon = [raw.iconUrl, raw.showIcon, raw.lagerIcon].map(safeImageUrl).find((u) => u !== null) ?? '';
  const supportPlay = numberOrNull(raw.supportPlay);
  return {
    nodeId,
    gameId: id(raw.gameId) ?? nodeId,
    roomId: id(raw.roomId),
    gameType: text(raw.gameType).toUpperCase(),
    gameClassify: text(raw.gameClassify),
    vassalage,
    gameName: name,
    displayName: name,
    iconUrl: icon,
    minBet: numberOrNull(raw.minBet),
    minLineNum: numberOrNull(raw.minLineNum),
    freeTrial: supportPlay === 0,
    isGame: typeof raw.isGame === 'string' && raw.isGame ? raw.isGame : null,
  };
}

/** The games of a list, those that cannot be shown left out. */
export function readGames(raw: unknown): Game[] {
  return (Array.isArray(raw) ? raw : []).map(readGame).filter((g): g is Game => g !== null);
}

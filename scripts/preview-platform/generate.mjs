// Deterministic generator for the bulk of a brand's slot catalogue.
// fixtures/games.json may hold `generate: { RNG: { count, seed, vendors?, startNodeId? } }`;
// the same seed always yields the same games (names, ids, classify, bets, icons).
import { seededRandom } from './rng.mjs';

const ADJECTIVES = [
  'Golden', 'Lucky', 'Mighty', 'Wild', 'Mystic', 'Royal', 'Crystal', 'Fiery', 'Frozen', 'Ancient',
  'Sacred', 'Shining', 'Emerald', 'Ruby', 'Sapphire', 'Jade', 'Silver', 'Thunder', 'Neon', 'Cosmic',
  'Hidden', 'Roaring', 'Dancing', 'Blazing', 'Secret', 'Magic', 'Savage', 'Twin', 'Electric', 'Velvet',
  'Imperial', 'Stellar', 'Midnight', 'Tropical', 'Enchanted', 'Legendary', 'Rich', 'Happy', 'Grand', 'Super',
];
const NOUNS = [
  'Dragon', 'Tiger', 'Phoenix', 'Panda', 'Koi', 'Fortune', 'Treasure', 'Pharaoh', 'Buffalo', 'Wolf',
  'Lion', 'Eagle', 'Pearl', 'Lotus', 'Temple', 'Empire', 'Jungle', 'Ocean', 'Volcano', 'Pyramid',
  'Samurai', 'Ninja', 'Viking', 'Goddess', 'Wizard', 'Pirate', 'Cowboy', 'Mermaid', 'Unicorn', 'Fruits',
  'Gems', 'Sevens', 'Bells', 'Diamonds', 'Coins', 'Riches', 'Carnival', 'Festival', 'Safari', 'Galaxy',
  'Mammoth', 'Gorilla', 'Rhino', 'Monkey', 'Rooster', 'Ox', 'Rabbit', 'Horse', 'Crane', 'Turtle',
  'Orchid', 'Bamboo', 'Lantern', 'Fireworks', 'Kingdom', 'Castle', 'Quest', 'Legends', 'Spirits', 'Reels',
];
const SUFFIX_BY_CLASSIFY = {
  SLOTS: ['', '', '', 'Deluxe', 'Rising', 'Unleashed', 'Returns', 'Adventure', 'Rush', 'Blitz', 'Party'],
  JACKPOT: ['Jackpot', 'Link', 'Hold & Win', 'Mega Jackpot', 'Grand Link', 'Cash Collect'],
  CLASSIC: ['Classic', 'Retro', '777', 'Fruit Machine', 'Triple Play'],
  MEGAWAYS: ['Megaways'],
};
const CLASSIFY_WEIGHTS = [
  ['SLOTS', 0.55],
  ['JACKPOT', 0.15],
  ['CLASSIC', 0.15],
  ['MEGAWAYS', 0.15],
];
const MIN_BETS = [1, 1, 1, 2, 2, 5];
const LINES_BY_CLASSIFY = {
  SLOTS: [20, 25, 25, 25, 30, 40, 50],
  JACKPOT: [25, 25, 50, 243],
  CLASSIC: [1, 3, 5, 9],
  MEGAWAYS: [117649],
};
const ROMAN = ['', ' II', ' III', ' IV', ' V', ' VI', ' VII', ' VIII', ' IX', ' X'];

function pick(rand, list) {
  return list[Math.floor(rand() * list.length)];
}

function pickClassify(rand) {
  const r = rand();
  let acc = 0;
  for (const [key, weight] of CLASSIFY_WEIGHTS) {
    acc += weight;
    if (r < acc) return key;
  }
  return 'SLOTS';
}

export function slugify(text) {
  return text.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');
}

/**
 * @param {{ gameType?: string, count: number, seed: number, vendors: string[], startNodeId?: number }} options
 * @returns {object[]} games in the contract's Game shape
 */
export function generateGames({ gameType = 'RNG', count, seed, vendors, startNodeId = 1_000_000 }) {
  if (!Array.isArray(vendors) || vendors.length === 0) return [];
  const rand = seededRandom(seed);
  const used = new Map();
  const games = [];
  for (let i = 0; i < count; i++) {
    const vendor = vendors[Math.floor(rand() * vendors.length)];
    const classify = pickClassify(rand);
    const suffix = pick(rand, SUFFIX_BY_CLASSIFY[classify]);
    const base = [pick(rand, ADJECTIVES), pick(rand, NOUNS), suffix].filter(Boolean).join(' ');
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    const displayName = seen < ROMAN.length ? base + ROMAN[seen] : `${base} ${seen + 1}`;
    const nodeId = startNodeId + i;
    const gameId = `${vendor.toLowerCase()}_g${nodeId}`;
    games.push({
      nodeId,
      gameId,
      gameType,
      gameClassify: classify,
      vassalage: vendor,
      gameName: displayName.toUpperCase().replace(/[^A-Z0-9]+/g, '_').replace(/^_|_$/g, ''),
      displayName,
      iconUrl: `/TCG_GAME_ICONS/${vendor}/${slugify(displayName)}.png`,
      minBet: pick(rand, MIN_BETS),
      minLineNum: pick(rand, LINES_BY_CLASSIFY[classify]),
    });
  }
  return games;
}

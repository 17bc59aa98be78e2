/** The sprite index.html carries has a symbol for every icon the layout draws, and no other. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GAME_CATEGORIES } from '../contract/gameCategories';
import { SPRITE_ICONS } from './icons';

const sprite = readFileSync(new URL('./icons.svg', import.meta.url), 'utf8');
const symbols = [...sprite.matchAll(/<symbol id="icon-([^"]+)" viewBox="0 0 24 24">/g)].map((m) => m[1]);

describe('icons.svg', () => {
  it('has one symbol per named icon and per menu category', () => {
    const expected = [...SPRITE_ICONS, ...GAME_CATEGORIES.map((category) => `category-${category}`)];
    expect([...symbols].sort()).toEqual([...expected].sort());
    expect(new Set(symbols).size).toBe(symbols.length);
  });

  it('draws only shapes, which take their stroke from the frame (no colour of their own, no script)', () => {
    expect(sprite).not.toMatch(/<script|on[a-z]+=|href=|stroke="#|fill="#/i);
    expect(sprite.match(/<symbol /g)).toHaveLength(symbols.length);
  });
});

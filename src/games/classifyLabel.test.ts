import { describe, expect, it } from 'vitest';
import { classifyLabel } from './classifyLabel';

const table: Record<string, string> = { 'games.classify.slots': 'Slots', 'games.classify.table': 'Table games' };
const t = (key: string, { defaultValue }: { defaultValue: string }) => table[key] ?? defaultValue;

describe('classifyLabel', () => {
  it.each([
    ['game_classify_slots', 'Slots'],
    ['game_classify_table', 'Table games'],
    // a key the locale does not have: words made of it
    ['game_classify_fish_hunter', 'Fish hunter'],
    ['live_baccarat', 'Live baccarat'],
    // words are shown as they are
    ['Megaways', 'Megaways'],
    ['Table games', 'Table games'],
    ['slots', 'slots'],
    ['', ''],
  ])('%j -> %j', (displayName, expected) => {
    expect(classifyLabel(displayName, t)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { HOT_GAMES_PRIORITY_CARDS, priorityIcons } from './firstScreen';

const games = (...icons: string[]) => icons.map((iconUrl) => ({ iconUrl }));

describe('priorityIcons: what the home asks for before its first cards render', () => {
  it.each<[string, string[], string, string[]]>([
    ['CDN paths under the image CDN', ['/TCG_GAME_ICONS/PT/a.png', 'https://img.example/b.png'], 'https://cdn.example', ['https://cdn.example/TCG_GAME_ICONS/PT/a.png', 'https://img.example/b.png']],
    ['a game without an icon: the default its card shows', ['', '/x.png'], '/cdn', ['/cdn/TCG_GAME_ICONS/default.png', '/cdn/x.png']],
    ['an icon the URL rule refuses: the default, never the address', ['javascript:alert(1)', '//evil.example/a.png'], '/cdn', ['/cdn/TCG_GAME_ICONS/default.png']],
    ['the same icon twice: asked once', ['/a.png', '/a.png', '/b.png'], '/cdn', ['/cdn/a.png', '/cdn/b.png']],
    ['no games', [], '/cdn', []],
  ])('%s', (_, icons, cdn, expected) => {
    expect(priorityIcons(games(...icons), cdn)).toEqual(expected);
  });

  it(`takes the first ${HOT_GAMES_PRIORITY_CARDS} cards only, in order`, () => {
    const icons = Array.from({ length: 10 }, (_, i) => `/g${i}.png`);
    expect(priorityIcons(games(...icons), '/cdn')).toEqual(icons.slice(0, HOT_GAMES_PRIORITY_CARDS).map((i) => `/cdn${i}`));
  });
});

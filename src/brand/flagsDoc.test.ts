import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FLAG, FLAG_DOCS } from '../contract/flags';
import { renderFlagsDoc, whereRead } from './flagsDoc';
import { readSources } from './flagsDocSources';

const ROOT = join(__dirname, '../..');

describe('docs/flags.md', () => {
  it('is what npm run docs:flags writes from the contract and the code today', () => {
    const page = renderFlagsDoc(readSources(ROOT));
    const onDisk = readFileSync(join(ROOT, 'docs/flags.md'), 'utf8');
    // a failure here means: run `npm run docs:flags` and commit docs/flags.md
    expect(onDisk).toBe(page);
  });

  it('lists every modId of FLAG once', () => {
    const page = renderFlagsDoc([]);
    for (const modId of Object.values(FLAG)) expect(page.split(`\n| \`${modId}\` |`)).toHaveLength(2);
  });
});

describe('whereRead: found in the code, not written by hand', () => {
  it.each([
    ['features.name', "{brand.features.hotGames && <HotGames />}", ['`brand.features.hotGames` in `src/x.tsx`']],
    ['destructured from features', 'const { favouriteGames } = useBrand().features;', ['`brand.features.hotGames`']],
    ['a word in passing', 'hotGames are nice', ['`brand.features.hotGames`']],
  ] as const)('a feature read as %s', (_, text, expected) => {
    expect(whereRead('HOT_GAMES', [{ path: 'src/x.tsx', text }])).toEqual(expected);
  });

  it('finds a destructured read', () => {
    expect(whereRead('FAVOURITE_GAMES', [{ path: 'src/g.ts', text: 'const { favouriteGames } = useBrand().features;' }])).toEqual([
      '`brand.features.favouriteGames` in `src/g.ts`',
    ]);
  });

  it('finds a flag named by its key, and the calls that send it as ModuleId', () => {
    expect(whereRead('GAME_LOBBY', [{ path: 'src/y.ts', text: 'flags[FLAG.GAME_LOBBY]' }])).toEqual([
      'named in `src/y.ts`',
      'ModuleId header of `addFavourite`, `removeFavourite`',
    ]);
  });

  it('says nothing for a flag nothing reads', () => {
    expect(whereRead('WITHDRAW', [{ path: 'src/z.ts', text: 'withdraw' }])).toEqual([]);
  });
});

describe('FLAG_DOCS groups', () => {
  // the real-shaped trees of recorded replies: a group written beside a flag must be its parent there
  const recordings = readdirSync(join(ROOT, 'brands'))
    .map((code) => join(ROOT, 'brands', code, 'replies/wps/system/status.json'))
    .filter((file) => existsSync(file));
  const parents: Record<string, string | null> = {};
  const walk = (node: { modId: string; childrenNodes?: unknown[] }, parent: string | null) => {
    parents[node.modId] = parent;
    for (const child of node.childrenNodes ?? []) walk(child as typeof node, node.modId);
  };
  for (const file of recordings) walk((JSON.parse(readFileSync(file, 'utf8')) as { value: { info: { whitelabel: { modId: string } } } }).value.info.whitelabel, null);

  it('has a recorded tree to compare with', () => expect(recordings.length).toBeGreaterThan(0));

  const recorded = (Object.keys(FLAG_DOCS) as Array<keyof typeof FLAG>).filter((key) => FLAG[key] in parents);
  it.each(recorded)('%s sits where the recorded tree has it', (key) => {
    const parent = parents[FLAG[key]];
    const doc = FLAG_DOCS[key];
    if (doc.group) expect(parent).toBe(doc.group);
    else expect(['ROOT', null]).toContain(parent);
  });
});

import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, disabledFeaturesIn, playwrightChromiumArgs, playwrightDisabledFeatures, UNSEEN_FEATURES } from './chromium-args.mjs';

describe('disabledFeaturesIn', () => {
  it.each([
    ['a bundled list with comments', 'x = 1;\n    disabledFeatures = [\n      // See https://example.test/1 "NotThis"\n      "Alpha",\n      \'Beta\'\n    ].filter(Boolean);', ['Alpha', 'Beta']],
    ['a one-line list', 'const disabledFeatures = ["Alpha","Beta2"];', ['Alpha', 'Beta2']],
    ['no such list', 'const enabledFeatures = () => ["Alpha"];', []],
    ['an empty list', 'disabledFeatures = [];', []],
  ])('%s', (_, code, expected) => {
    expect(disabledFeaturesIn(code)).toEqual(expected);
  });
});

describe('playwrightChromiumArgs', () => {
  const args = playwrightChromiumArgs();
  const disableFeatures = args.filter((a) => a.startsWith('--disable-features='));

  it('keeps the flags this machine needs, in their order', () => {
    expect(args.slice(0, CHROMIUM_ARGS.length)).toEqual(CHROMIUM_ARGS);
  });

  it("has one --disable-features carrying Playwright's own and ours, since Chromium honours only the last", () => {
    expect(disableFeatures).toHaveLength(1);
    const names = disableFeatures[0].slice('--disable-features='.length).split(',');
    const playwrights = playwrightDisabledFeatures();
    expect(playwrights.length).toBeGreaterThan(0);
    for (const name of [...playwrights, ...UNSEEN_FEATURES]) expect(names).toContain(name);
    expect(new Set(names).size).toBe(names.length);
  });
});

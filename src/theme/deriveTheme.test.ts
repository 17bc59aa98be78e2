import { describe, expect, it } from 'vitest';
import { baseThemes, darkTheme, lightTheme } from './baseThemes';
import { AA_NON_TEXT, AA_TEXT, contrastRatio, minContrast, sameColor } from './contrast';
import { deriveTheme, themeContrastReport } from './deriveTheme';
import type { Theme, ThemeColors, ThemeSeeds } from './tokens';

const MODES = ['dark', 'light'] as const;

const failures = (theme: Theme) => themeContrastReport(theme).filter((c) => !c.ok);

const SANE_SEEDS: Array<[string, ThemeSeeds]> = [
  ['blue / gold', { primary: '#1f5fd6', accent: '#f5b82e' }],
  ['red / teal', { primary: '#e53935', accent: '#00897b' }],
  ['green / purple', { primary: '#2e7d32', accent: '#8e24aa' }],
  ['neon', { primary: '#39ff14', accent: '#ff00ff' }],
  ['orange / navy', { primary: '#ff7a00', accent: '#1a237e' }],
  ['greys', { primary: '#777777', accent: '#888888' }],
  ['white / black', { primary: '#ffffff', accent: '#000000' }],
];

const SEEDED_SURFACES: Array<[string, 'dark' | 'light', ThemeSeeds]> = [
  ['dark navy page', 'dark', { primary: '#ffb300', accent: '#e91e63', background: '#0b1020', surface: '#141b33' }],
  ['dark wine page', 'dark', { primary: '#c62828', accent: '#ffd54f', background: '#1a0a0d' }],
  ['cream page', 'light', { primary: '#6d4c41', accent: '#00796b', background: '#fbf6ee', surface: '#fffdf8' }],
  ['mint page', 'light', { primary: '#00a86b', accent: '#ff5722', background: '#e8f7f0' }],
];

describe('base themes (themes/*.json)', () => {
  it.each(MODES)('%s passes every contrast pair', (mode) => {
    expect(failures(baseThemes[mode])).toEqual([]);
    expect(baseThemes[mode].mode).toBe(mode);
  });

  it('both modes have exactly the same token names', () => {
    expect(Object.keys(lightTheme.colors).sort()).toEqual(Object.keys(darkTheme.colors).sort());
  });

  it('uses a system font stack (no web fonts)', () => {
    for (const mode of MODES) {
      expect(baseThemes[mode].font.family).toMatch(/^system-ui\b/);
      expect(baseThemes[mode].font.family).toMatch(/sans-serif/);
    }
  });

  it('dark is dark and light is light', () => {
    expect(contrastRatio(darkTheme.colors.background, '#000000')).toBeLessThan(2);
    expect(contrastRatio(lightTheme.colors.background, '#ffffff')).toBeLessThan(1.2);
  });
});

describe('deriveTheme', () => {
  for (const mode of MODES) {
    describe(`${mode} mode`, () => {
      it.each(SANE_SEEDS)('%s: every report pair is AA', (_name, seeds) => {
        const theme = deriveTheme(mode, seeds);
        expect(failures(theme)).toEqual([]);
        expect(theme.mode).toBe(mode);
        expect(theme.colors.primary).toBe(seeds.primary);
        expect(theme.colors.accent).toBe(seeds.accent);
      });

      it.each(SANE_SEEDS)('%s: hover and active differ from the rest colour and each other', (_name, seeds) => {
        const { colors } = deriveTheme(mode, seeds);
        for (const key of ['primary', 'accent'] as const) {
          const rest = colors[key];
          const hover = colors[`${key}Hover`];
          const active = colors[`${key}Active`];
          expect(sameColor(hover, rest), `${key}Hover`).toBe(false);
          expect(sameColor(active, rest), `${key}Active`).toBe(false);
          expect(sameColor(active, hover), `${key}Active vs hover`).toBe(false);
        }
      });

      it('keeps the base background, surface and non-seeded tokens when only primary/accent are seeded', () => {
        const base = baseThemes[mode];
        const theme = deriveTheme(mode, { primary: '#e53935', accent: '#00897b' });
        expect(theme.colors.background).toBe(base.colors.background);
        expect(theme.colors.surface).toBe(base.colors.surface);
        expect(theme.colors.text).toBe(base.colors.text);
        expect(theme.colors.overlay).toBe(base.colors.overlay);
        expect(theme.radii).toEqual(base.radii);
        expect(theme.font).toEqual(base.font);
        expect(theme.layout).toEqual(base.layout);
      });
    });
  }

  it('moves hover/active by mode: lighter in dark, darker in light', () => {
    const seeds = { primary: '#1f5fd6', accent: '#1f5fd6' };
    const lum = (c: string) => contrastRatio(c, '#000000');
    const dark = deriveTheme('dark', { ...seeds, primary: '#4c8dff' }).colors;
    const light = deriveTheme('light', seeds).colors;
    expect(lum(dark.primaryHover)).toBeGreaterThan(lum(dark.primary));
    expect(lum(dark.primaryActive)).toBeGreaterThan(lum(dark.primaryHover));
    expect(lum(light.primaryHover)).toBeLessThan(lum(light.primary));
    expect(lum(light.primaryActive)).toBeLessThan(lum(light.primaryHover));
  });

  it('flips the hover direction when the mode direction would break the label', () => {
    // mid blue with a white label: lightening in dark mode would drop white below 4.5:1
    const { colors } = deriveTheme('dark', { primary: '#1e40af', accent: '#f5b82e' });
    expect(colors.primaryContrast).toBe('#f2f4f7');
    expect(minContrast(colors.primaryContrast, [colors.primaryHover, colors.primaryActive])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['#ffffff', '#fff9c4', '#e0f7fa', '#ffeb3b'])('a very light primary %s in dark mode gets a dark, readable label', (primary) => {
    const { colors } = deriveTheme('dark', { primary, accent: '#f5b82e' });
    expect(contrastRatio(colors.primaryContrast, colors.primary)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colors.primaryContrast, '#000000')).toBeLessThan(2);
  });

  it.each(['#0d1b2a', '#1a237e', '#000000'])('a very dark primary %s in light mode gets a light label and a readable link', (primary) => {
    const { colors } = deriveTheme('light', { primary, accent: '#b25e00' });
    expect(contrastRatio(colors.primaryContrast, colors.primary)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colors.primaryContrast, '#ffffff')).toBeLessThan(2);
    expect(contrastRatio(colors.link, colors.background)).toBeGreaterThanOrEqual(4.5);
  });

  it('makes the link readable by adjusting the primary lightness (keeping the hue)', () => {
    const { colors } = deriveTheme('dark', { primary: '#1a237e', accent: '#f5b82e' });
    expect(colors.link).not.toBe(colors.primary);
    expect(contrastRatio(colors.link, colors.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colors.link, colors.surface)).toBeGreaterThanOrEqual(4.5);
    // still bluish, not the text colour
    expect(colors.link).not.toBe(colors.text);
  });

  it('uses the primary itself as link when it already reads on the background', () => {
    const { colors } = deriveTheme('light', { primary: '#1f5fd6', accent: '#b25e00' });
    expect(colors.link).toBe('#1f5fd6');
  });

  it('derives a focus ring with at least 3:1 on background and surface', () => {
    for (const mode of MODES) {
      for (const [, seeds] of SANE_SEEDS) {
        const { colors } = deriveTheme(mode, seeds);
        expect(minContrast(colors.focus, [colors.background, colors.surface])).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it.each(SEEDED_SURFACES)('%s: derives surfaces, borders and keeps every pair AA', (_name, mode, seeds) => {
    const theme = deriveTheme(mode, seeds);
    const c = theme.colors;
    expect(failures(theme)).toEqual([]);
    expect(c.background).toBe(seeds.background);
    if (seeds.surface) expect(c.surface).toBe(seeds.surface);
    else expect(sameColor(c.surface, c.background)).toBe(false);
    // structure follows the seeded surface, not the base
    expect(c.surfaceRaised).not.toBe(baseThemes[mode].colors.surfaceRaised);
    expect(sameColor(c.border, c.surface)).toBe(false);
    expect(sameColor(c.surfaceSunken, c.surface)).toBe(false);
    expect(contrastRatio(c.borderStrong, c.surface)).toBeGreaterThanOrEqual(3);
  });

  it.each([
    ['dark mode, light grey page', 'dark', '#b0b0b0', undefined],
    ['dark mode, mid page', 'dark', '#3d4f6a', '#4a5d7c'],
    ['light mode, dark page', 'light', '#2b2b2b', undefined],
    ['light mode, mid grey page', 'light', '#9e9e9e', '#aaaaaa'],
  ] as const)('%s: text and textMuted get corrected', (_name, mode, background, surface) => {
    const base = baseThemes[mode].colors;
    // precondition: the seeded page really breaks the base text colours
    expect(Math.min(contrastRatio(base.textMuted, background), contrastRatio(base.text, background))).toBeLessThan(4.5);
    const { colors } = deriveTheme(mode, { primary: '#1f5fd6', accent: '#f5b82e', background, surface });
    for (const key of ['text', 'textMuted', 'textOnSurface'] as const satisfies ReadonlyArray<keyof ThemeColors>) {
      expect(contrastRatio(colors[key], colors.background), `${key} on background`).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(colors[key], colors.surface), `${key} on surface`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('ignores seeds that are not colours instead of throwing', () => {
    const theme = deriveTheme('dark', { primary: 'javascript:alert(1)', accent: '', background: 'nope' });
    expect(theme.colors.primary).toBe(darkTheme.colors.primary);
    expect(theme.colors.accent).toBe(darkTheme.colors.accent);
    expect(theme.colors.background).toBe(darkTheme.colors.background);
  });

  it('is pure: does not mutate the base or the seeds', () => {
    const base = structuredClone(lightTheme);
    const seeds = { primary: '#e53935', accent: '#00897b', background: '#fbf6ee' };
    const seedsCopy = { ...seeds };
    deriveTheme('light', seeds, base);
    expect(base).toEqual(lightTheme);
    expect(seeds).toEqual(seedsCopy);
    expect(deriveTheme('light', seeds)).toEqual(deriveTheme('light', seeds));
  });

  it('accepts a custom base theme', () => {
    const base: Theme = { ...darkTheme, radii: { sm: '0', md: '0', lg: '0', pill: '0', button: '0' } };
    const theme = deriveTheme('dark', { primary: '#e53935', accent: '#00897b' }, base);
    expect(theme.radii.md).toBe('0');
    expect(theme.colors.primary).toBe('#e53935');
  });
});

describe('themeContrastReport', () => {
  it('lists the pairs the brand check needs, with thresholds', () => {
    const report = themeContrastReport(darkTheme);
    const pairs = report.map((r) => r.pair);
    for (const pair of [
      'text on background',
      'text on surface',
      'textMuted on surface',
      'primaryContrast on primary',
      'accentContrast on accent',
      'link on background',
    ]) {
      expect(pairs).toContain(pair);
    }
    for (const row of report) {
      expect(row.ratio).toBe(contrastRatio(row.fg, row.bg));
      expect(row.ok).toBe(row.ratio >= row.required);
      expect([3, 4.5]).toContain(row.required);
    }
  });

  it('flags a failing pair', () => {
    const broken: Theme = { ...lightTheme, colors: { ...lightTheme.colors, textMuted: '#bbbbbb' } };
    const failing = themeContrastReport(broken).filter((r) => !r.ok).map((r) => r.pair);
    expect(failing).toContain('textMuted on surface');
    expect(failing).not.toContain('text on background');
  });

  describe('header and left bar', () => {
    it.each([
      { mode: 'dark' as const, header: '#a3122a', leftBar: '#0b3d2e' },
      { mode: 'light' as const, header: '#fde047', leftBar: '#ffffff' },
      { mode: 'dark' as const, header: '#ffffff', leftBar: '#f0abfc' },
      { mode: 'light' as const, header: '#111111', leftBar: '#1e3a8a' },
    ])('$mode: a seeded header $header and left bar $leftBar keep their colour and get readable text', ({ mode, header, leftBar }) => {
      const theme = deriveTheme(mode, { primary: '#5b21b6', accent: '#0e7490', header, leftBar });
      expect(theme.colors.header).toBe(header);
      expect(theme.colors.leftBar).toBe(leftBar);
      expect(contrastRatio(theme.colors.headerText, header)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio(theme.colors.leftBarText, leftBar)).toBeGreaterThanOrEqual(AA_TEXT);
      const report = themeContrastReport(theme);
      expect(report.find((c) => c.pair === 'headerText on header')?.ok).toBe(true);
      expect(report.find((c) => c.pair === 'leftBarText on leftBar')?.ok).toBe(true);
    });

    it.each(['dark', 'light'] as const)('%s: without a header seed the header takes the primary toned onto the surface', (mode) => {
      const theme = deriveTheme(mode, { primary: '#dc2626', accent: '#0e7490' });
      expect(theme.colors.header).not.toBe(theme.colors.surface);
      expect(theme.colors.leftBar).toBe(theme.colors.surface);
      // redder than the surface: the brand's colour shows
      const red = (c: string) => parseInt(c.slice(1, 3), 16) - parseInt(c.slice(3, 5), 16);
      expect(red(theme.colors.header)).toBeGreaterThan(red(theme.colors.surface));
      expect(contrastRatio(theme.colors.headerText, theme.colors.header)).toBeGreaterThanOrEqual(AA_TEXT);
    });

    it.each([
      { name: 'a header the primary\'s own colour', mode: 'light' as const, seeds: { primary: '#9a3412', accent: '#991b1b', header: '#9a3412' }, primaryKept: false, accentKept: false },
      { name: 'a dark header under a light primary', mode: 'dark' as const, seeds: { primary: '#fdba74', accent: '#fca5a5', header: '#3b0a0a' }, primaryKept: true, accentKept: true },
      { name: 'a header as light as both', mode: 'dark' as const, seeds: { primary: '#c4b5fd', accent: '#5eead4', header: '#4fd1c0' }, primaryKept: false, accentKept: false },
      { name: 'a header close to the primary only', mode: 'light' as const, seeds: { primary: '#1e40af', accent: '#fde68a', header: '#1e3a8a' }, primaryKept: false, accentKept: true },
    ])('$name: the header\'s buttons stand 3:1 off the header, their labels read', ({ mode, seeds, primaryKept, accentKept }) => {
      const { colors } = deriveTheme(mode, seeds);
      expect(colors.headerPrimary === colors.primary).toBe(primaryKept);
      expect(colors.headerAccent === colors.accent).toBe(accentKept);
      for (const [fill, label, hover, active] of [
        [colors.headerPrimary, colors.headerPrimaryText, colors.headerPrimaryHover, colors.headerPrimaryActive],
        [colors.headerAccent, colors.headerAccentText, colors.headerAccentHover, colors.headerAccentActive],
      ] as const) {
        expect(contrastRatio(fill, colors.header)).toBeGreaterThanOrEqual(AA_NON_TEXT);
        for (const state of [fill, hover, active]) expect(contrastRatio(label, state)).toBeGreaterThanOrEqual(AA_TEXT);
      }
    });

    it('reports a header pair that fails when the text is forced', () => {
      const theme = deriveTheme('dark', { primary: '#5b21b6', accent: '#0e7490', header: '#777777' });
      const broken = { ...theme, colors: { ...theme.colors, headerText: '#808080' } };
      const pair = themeContrastReport(broken).find((c) => c.pair === 'headerText on header');
      expect(pair).toMatchObject({ ok: false, required: AA_TEXT, fg: '#808080', bg: '#777777' });
    });
  });
});

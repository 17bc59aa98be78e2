import { describe, expect, it } from 'vitest';
import { documentTitle } from './documentTitle';

describe('documentTitle', () => {
  it.each([
    ['Slots', 'Lucky Hall', 'Slots - Lucky Hall'],
    ['  Live\n   Casino ', 'Lucky Hall', 'Live Casino - Lucky Hall'],
    ['Lucky Hall', 'Lucky Hall', 'Lucky Hall'],
    ['', 'Lucky Hall', 'Lucky Hall'],
    ['   ', 'Lucky Hall', 'Lucky Hall'],
    [null, 'Lucky Hall', 'Lucky Hall'],
    [undefined, 'Pier 9', 'Pier 9'],
    ['Mga Slot', 'Pier 9', 'Mga Slot - Pier 9'],
  ])('%j on %j is %j', (heading, site, title) => {
    expect(documentTitle(heading, site)).toBe(title);
  });
});

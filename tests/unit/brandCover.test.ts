import { describe, expect, it } from 'vitest';
import { coveringBrands, type Trait } from '../brandCover';

const FLAGS: Record<string, { chat: boolean; inbox: boolean; theme: string }> = {
  aurora: { chat: true, inbox: true, theme: 'dark' },
  ember: { chat: true, inbox: false, theme: 'light' },
  reef: { chat: false, inbox: true, theme: 'dark' },
  tide: { chat: false, inbox: false, theme: 'dark' },
};
const CODES = Object.keys(FLAGS);
const chat: Trait = (c) => FLAGS[c]!.chat;
const inbox: Trait = (c) => FLAGS[c]!.inbox;
const theme: Trait = (c) => FLAGS[c]!.theme;

describe('coveringBrands', () => {
  it.each<{ name: string; traits: Trait[]; want: string[] }>([
    { name: 'no trait: the first two brands', traits: [], want: ['aurora', 'ember'] },
    { name: 'one flag: one brand with it on, one with it off', traits: [chat], want: ['aurora', 'reef'] },
    { name: 'two flags whose values two brands cover', traits: [chat, inbox], want: ['aurora', 'tide'] },
    { name: 'a value only one brand has brings that brand', traits: [chat, theme], want: ['aurora', 'ember', 'reef'] },
    { name: 'a trait every brand shares still gives two brands', traits: [() => 1], want: ['aurora', 'ember'] },
  ])('$name', ({ traits, want }) => {
    expect(coveringBrands(CODES, traits)).toEqual(want);
  });

  it('every value of every trait is among the chosen brands', () => {
    const chosen = coveringBrands(CODES, [chat, inbox, theme]);
    for (const trait of [chat, inbox, theme]) expect(new Set(chosen.map(trait))).toEqual(new Set(CODES.map(trait)));
  });

  it('one brand gives that brand; none gives none', () => {
    expect(coveringBrands(['aurora'], [chat])).toEqual(['aurora']);
    expect(coveringBrands([], [chat])).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { commentProblems, PROMOTION_ACTION, PROMOTION_COMMENT, PROMOTION_STATES, promotionStateCode, readPromotionState } from './promotionState';

const MB = 1024 * 1024;
const png = (size = MB) => ({ type: 'image/png', size });

describe('promotion states', () => {
  it.each([
    ['JOIN', 'join'],
    ['applying', 'applying'],
    ['CLOSED', 'closed'],
    ['Rejected', 'rejected'],
    ['ISSUED', 'issued'],
    ['CLAIMED', 'claimed'],
    ['PROCESS', 'process'],
    ['JOINED', 'joined'],
    ['COMING_SOON', 'comingSoon'],
    ['coming soon', 'comingSoon'],
    ['something new', 'join'],
    [undefined, 'join'],
  ])('%s reads as %s', (raw, state) => {
    expect(readPromotionState(raw)).toBe(state);
  });

  it('every state has its own label and hint, and the code the platform sends reads back', () => {
    const labels = PROMOTION_STATES.map((s) => en.promotionState.label[s]);
    expect(new Set(labels).size).toBe(PROMOTION_STATES.length);
    for (const s of PROMOTION_STATES) {
      expect(en.promotionState.hint[s]).toBeTruthy();
      expect(readPromotionState(promotionStateCode(s))).toBe(s);
    }
  });

  it.each([
    ['join', 'join'],
    ['rejected', 'join'],
    ['issued', 'claim'],
    ['applying', null],
    ['closed', null],
    ['claimed', null],
    ['process', null],
    ['joined', null],
    ['comingSoon', null],
  ] as const)('%s offers %s', (state, action) => {
    expect(PROMOTION_ACTION[state]).toBe(action);
  });
});

describe('commentProblems', () => {
  it.each([
    ['empty is fine', '', [], []],
    ['140 characters', 'x'.repeat(140), [], []],
    ['141 characters', 'x'.repeat(141), [], ['tooLong']],
    ['140 emoji count as 140', '😀'.repeat(140), [], []],
    ['3 pictures', '', [png(), png(), png()], []],
    ['4 pictures', '', [png(), png(), png(), png()], ['tooManyImages']],
    ['a jpeg', '', [{ type: 'image/jpeg', size: MB }], []],
    ['a gif', '', [{ type: 'image/gif', size: MB }], ['imageType']],
    ['exactly 5 MB', '', [png(5 * MB)], []],
    ['over 5 MB', '', [png(5 * MB + 1)], ['imageTooLarge']],
  ])('%s', (_name, comment, images, problems) => {
    expect(commentProblems(comment, images)).toEqual(problems);
  });

  it('holds the spec limits', () => {
    expect(PROMOTION_COMMENT).toMatchObject({ maxLength: 140, maxImages: 3, maxImageBytes: 5 * MB });
  });
});

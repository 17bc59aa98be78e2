import { describe, expect, it } from 'vitest';
import { feedbackContentProblem, FEEDBACK_CONTENT } from '../../contract/feedback';
import { MB } from '../../ui/imageFile';
import { addImages } from './feedbackFiles';

const png = (name: string, size = 1000) => ({ type: 'image/png', name, size });

describe('feedback content within the min and max', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['a'.repeat(FEEDBACK_CONTENT.min - 1), 'short'],
    [`  ${'a'.repeat(FEEDBACK_CONTENT.min - 1)}  `, 'short'],
    ['a'.repeat(FEEDBACK_CONTENT.min), null],
    ['a'.repeat(FEEDBACK_CONTENT.max), null],
    ['a'.repeat(FEEDBACK_CONTENT.max + 1), 'long'],
    // counted in characters, not UTF-16 units
    ['😀'.repeat(FEEDBACK_CONTENT.max), null],
  ])('%j: %s', (content, problem) => expect(feedbackContentProblem(content)).toBe(problem));
});

describe('feedback images: png or jpg, each under 5 MB, at most 3', () => {
  it.each([
    [[], [png('a.png')], ['a.png'], null],
    [[], [png('a.png'), png('b.jpg'), png('c.jpeg')], ['a.png', 'b.jpg', 'c.jpeg'], null],
    [[], [png('a.png'), png('b.png'), png('c.png'), png('d.png')], ['a.png', 'b.png', 'c.png'], 'count'],
    [[png('a.png'), png('b.png')], [png('c.png'), png('d.png')], ['a.png', 'b.png', 'c.png'], 'count'],
    [[], [{ type: 'image/gif', name: 'a.gif', size: 10 }], [], 'type'],
    [[], [png('big.png', 5 * MB)], [], 'size'],
    [[], [png('ok.png', 5 * MB - 1)], ['ok.png'], null],
    [[], [png('big.png', 6 * MB), png('ok.png')], ['ok.png'], 'size'],
  ])('kept %j + chosen %j', (kept, chosen, names, problem) => {
    const result = addImages(kept, chosen);
    expect(result.kept.map((f) => f.name)).toEqual(names);
    expect(result.problem).toBe(problem);
  });
});

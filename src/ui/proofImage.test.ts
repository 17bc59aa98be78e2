import { describe, expect, it } from 'vitest';
import { MB, proofProblem } from './proofImage';

describe('proof images', () => {
  it.each([
    [{ type: 'image/png', name: 'receipt.png', size: 200_000 }, 10 * MB, null],
    [{ type: 'image/jpeg', name: 'receipt.JPG', size: 200_000 }, 10 * MB, null],
    [{ type: 'image/jpeg', name: 'receipt.jpeg', size: 200_000 }, 10 * MB, null],
    [{ type: 'image/gif', name: 'receipt.gif', size: 200_000 }, 10 * MB, 'type'],
    [{ type: 'image/png', name: 'receipt.svg', size: 200_000 }, 10 * MB, 'type'],
    [{ type: 'application/pdf', name: 'receipt.pdf', size: 200_000 }, 10 * MB, 'type'],
    [{ type: 'image/png', name: 'big.png', size: 10 * MB }, 10 * MB, 'size'],
    [{ type: 'image/png', name: 'big.png', size: 5 * MB }, 5 * MB, 'size'],
    [{ type: 'image/png', name: 'ok.png', size: 5 * MB - 1 }, 5 * MB, null],
  ])('%j under %d bytes: %s', (file, max, problem) => expect(proofProblem(file, max)).toBe(problem));
});

import { describe, expect, it } from 'vitest';
import { GENERIC_PATTERNS, GENERIC_PATTERN_IDS, resolvePattern } from './patterns';

const CASES: Record<number, { accept: string[]; reject: string[] }> = {
  0: { accept: ['', 'anything at all', '密码 123 !@#'], reject: [] },
  1: { accept: ['a', 'abc123', 'Player7'], reject: ['1abc', '_abc', 'ab c', 'abc!'] },
  2: { accept: ['张三', '张三123', '2024'], reject: ['abc', '张 三', '张三!'] },
  3: { accept: ['a@b.co', 'first.last+tag@mail.example.com'], reject: ['plainaddress', 'a@b', '@b.com', 'a b@c.com'] },
  4: { accept: ['abc', '123', 'abc123'], reject: ['abc 123', 'abc-1', ''] },
  5: { accept: ['abc123', '1a'], reject: ['abcdef', '123456', 'abc 123', 'abc_123'] },
  6: { accept: ['0', '09171234567'], reject: ['12a', '+63', '1 2', ''] },
  7: { accept: ['Abc123', 'ABC'], reject: ['abc123', 'Abc 123', 'Abc-123'] },
  8: { accept: ['Juan Dela Cruz', 'Maria'], reject: ['Juan2', 'José', ' Juan', ''] },
  9: { accept: ['abc!@#', '密码'], reject: ['a b', ' ', 'a\tb'] },
  10: { accept: ['你好，世界。', '张三'], reject: ['hello', '你好 世界', '你好1'] },
  11: { accept: ['2000-01-31', '1999-12-01'], reject: ['2000-13-01', '2000-1-1', '01-31-2000', '2000/01/31'] },
  12: { accept: ['Juan Dela Cruz', 'José María', 'Ñoño'], reject: ['Juan2', 'a-b', ' x'] },
  13: { accept: ['01-31-2000', '12-01-1999'], reject: ['13-01-2000', '2000-01-31', '1-1-2000'] },
  14: { accept: ['abc123', 'Ñ1', 'ABC'], reject: ['abc 123', 'abc_1', 'a!'] },
  15: { accept: ['김철수', '홍 길동'], reject: ['Kim', '김철수1', 'こんにちは'] },
  16: { accept: ['สวัสดี'], reject: ['hello', 'สวัสดี 1', 'สวัสดี ครับ'] },
  17: { accept: ['สมชาย Smith', 'John', 'สวัสดี'], reject: ['John2', 'สมชาย_1', '김'] },
  18: { accept: ['JUAN DELA CRUZ', 'ABC'], reject: ['Juan', 'ABC1', 'ABC-D'] },
  19: { accept: ['abc123!@#', 'P@ss_w0rd', 'abc'], reject: ['abc 123', 'пароль', ''] },
  20: { accept: ['Abcdef1!', 'xY9#'], reject: ['abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdef12', 'Ab 1!'] },
};

describe('generic registration patterns', () => {
  it('defines exactly the 21 patterns 0-20', () => {
    expect(GENERIC_PATTERN_IDS).toEqual(Array.from({ length: 21 }, (_, i) => i));
  });

  for (const id of GENERIC_PATTERN_IDS) {
    const { accept, reject } = CASES[id]!;
    it.each(accept)(`pattern ${id} accepts %j`, (value) => {
      expect(GENERIC_PATTERNS[id]!.test(value)).toBe(true);
    });
    if (reject.length > 0) {
      it.each(reject)(`pattern ${id} rejects %j`, (value) => {
        expect(GENERIC_PATTERNS[id]!.test(value)).toBe(false);
      });
    }
  }
});

describe('resolvePattern', () => {
  it.each<[string | null, number | null, string, boolean | null]>([
    ['^[0-9]{3}$', 4, '123', true], // the brand's own source wins over the generic id
    ['^[0-9]{3}$', 4, 'abc', false],
    [null, 6, '123', true],
    [null, 6, 'abc', false],
    ['*', 6, 'abc', false], // "*" means the generic rule applies
    [null, null, 'x', null],
    [null, 0, 'x', null],
    ['([', 6, '12', true], // an uncompilable source falls back to the generic rule
  ])('(%j, %j) on %j', (pattern, id, value, expected) => {
    const re = resolvePattern(pattern, id);
    expect(re === null ? null : re.test(value)).toBe(expected);
  });
});

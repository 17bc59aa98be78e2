import { describe, expect, it } from 'vitest';
import { deleteCookie, getCookie, parseCookies, purgePasswordCookies, readRemembered, serializeCookie, setCookie, writeRemembered } from './cookies';

/** A cookie jar that behaves like document.cookie for name, value, expiry. */
function fakeDocument(now = () => Date.now()) {
  const jar = new Map<string, { value: string; expires: number }>();
  return {
    get cookie() {
      return [...jar.entries()]
        .filter(([, c]) => c.expires > now())
        .map(([k, c]) => `${k}=${c.value}`)
        .join('; ');
    },
    set cookie(text: string) {
      const [pair, ...attrs] = text.split(';');
      const [name, value] = [pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1)];
      const maxAge = attrs.map((a) => a.trim()).find((a) => a.startsWith('max-age='));
      const expires = maxAge ? now() + Number(maxAge.slice(8)) * 1000 : Infinity;
      if (expires <= now()) jar.delete(name);
      else jar.set(name, { value, expires });
    },
  };
}

describe('cookie helpers', () => {
  it('serialises 24 hours by default with an encoded value', () => {
    const text = serializeCookie('lastUser', 'a b;c', { now: Date.UTC(2025, 0, 1) });
    expect(text).toContain('lastUser=a%20b%3Bc');
    expect(text).toContain('max-age=86400');
    expect(text).toContain('expires=Thu, 02 Jan 2025 00:00:00 GMT');
    expect(text).toContain('path=/');
  });

  it.each([
    ['', {}],
    ['a=1', { a: '1' }],
    ['a=1; b=x%20y', { a: '1', b: 'x y' }],
    ['broken; c=3', { c: '3' }],
    ['d=%E0%A4%A', { d: '%E0%A4%A' }],
  ])('parses %j', (header, expected) => {
    expect(parseCookies(header)).toEqual(expected);
  });

  it('set, get and delete through a document', () => {
    const doc = fakeDocument();
    setCookie('x', '1', 24, doc);
    expect(getCookie('x', doc)).toBe('1');
    deleteCookie('x', doc);
    expect(getCookie('x', doc)).toBeNull();
  });

  it('expires after 24 hours', () => {
    let t = 0;
    const doc = fakeDocument(() => t);
    doc.cookie = serializeCookie('x', '1', { now: t });
    t = 23.9 * 3600_000;
    expect(getCookie('x', doc)).toBe('1');
    t = 24.1 * 3600_000;
    expect(getCookie('x', doc)).toBeNull();
  });
});

describe('remember me', () => {
  it('keeps the last user and the flag, never the password', () => {
    const doc = fakeDocument();
    writeRemembered({ type: 'username', username: 'alice01', remember: true }, doc);
    expect(readRemembered(doc)).toEqual({ remember: true, username: 'alice01', dialingCode: null, mobileNum: '' });
    expect(doc.cookie).toBe('rememberMe=1; lastUser=alice01');
  });

  it('takes no password: the entry has no such field and nothing readable holds one', () => {
    const doc = fakeDocument();
    // a caller passing more than the type asks for still stores only the username
    const entry = { type: 'username' as const, username: 'alice01', password: 'S3cret!pw', remember: true };
    writeRemembered(entry, doc);
    expect(doc.cookie).not.toContain('S3cret');
    expect(Object.keys(readRemembered(doc))).not.toContain('password');
  });

  it('remember off clears the flag but keeps the last user (spec: last user)', () => {
    const doc = fakeDocument();
    writeRemembered({ type: 'username', username: 'alice01', remember: true }, doc);
    writeRemembered({ type: 'username', username: 'alice01', remember: false }, doc);
    expect(readRemembered(doc)).toMatchObject({ remember: false, username: 'alice01' });
    expect(getCookie('rememberMe', doc)).toBeNull();
  });

  it('keeps the SMS mobile with its dialing code for 24 hours when asked, and forgets it when not', () => {
    let t = 0;
    const doc = fakeDocument(() => t);
    writeRemembered({ type: 'sms', dialingCode: '63', mobileNum: '9171234567', remember: true }, doc);
    expect(readRemembered(doc)).toMatchObject({ dialingCode: '63', mobileNum: '9171234567' });
    t = 24.1 * 3600_000;
    expect(readRemembered(doc)).toMatchObject({ dialingCode: null, mobileNum: '' });
    t = 0;
    writeRemembered({ type: 'sms', dialingCode: '63', mobileNum: '9171234567', remember: true }, doc);
    writeRemembered({ type: 'sms', dialingCode: '63', mobileNum: '9171234567', remember: false }, doc);
    expect(readRemembered(doc)).toMatchObject({ dialingCode: null, mobileNum: '' });
  });

  it('any login deletes the password cookies older builds wrote', () => {
    for (const entry of [
      { type: 'username' as const, username: 'alice01', remember: true },
      { type: 'username' as const, username: 'alice01', remember: false },
      { type: 'sms' as const, dialingCode: '63', mobileNum: '9171234567', remember: true },
    ]) {
      const doc = fakeDocument();
      doc.cookie = serializeCookie('pwd_alice01', 'old secret');
      writeRemembered(entry, doc);
      expect(getCookie('pwd_alice01', doc)).toBeNull();
    }
  });
});

describe('purgePasswordCookies', () => {
  it('deletes every pwd_ cookie and nothing else', () => {
    const doc = fakeDocument();
    doc.cookie = serializeCookie('pwd_alice01', 'secret 1');
    doc.cookie = serializeCookie('pwd_x', 'secret 2');
    doc.cookie = serializeCookie('lastUser', 'alice01');
    doc.cookie = serializeCookie('preview', 'normal');
    doc.cookie = serializeCookie('apwd_keep', '1');
    purgePasswordCookies(doc);
    expect(parseCookies(doc.cookie)).toEqual({ lastUser: 'alice01', preview: 'normal', apwd_keep: '1' });
  });

  it('writes path=/ deletions, the path older builds set them on', () => {
    const written: string[] = [];
    purgePasswordCookies({
      get cookie() {
        return 'pwd_bob=x; other=1';
      },
      set cookie(text: string) {
        written.push(text);
      },
    });
    expect(written).toEqual(['pwd_bob=;max-age=0;path=/']);
  });

  it('does nothing on an empty jar', () => {
    const doc = fakeDocument();
    purgePasswordCookies(doc);
    expect(doc.cookie).toBe('');
  });
});

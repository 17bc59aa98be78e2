import { describe, expect, it } from 'vitest';
import { deleteCookie, getCookie, parseCookies, readRemembered, serializeCookie, setCookie, writeRemembered } from './cookies';

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
  it('stores last user, password per username and the flag, and reads them back', () => {
    const doc = fakeDocument();
    writeRemembered({ type: 'username', username: 'alice01', password: 'pw 1;x', remember: true }, doc);
    expect(readRemembered(doc)).toMatchObject({ remember: true, username: 'alice01', password: 'pw 1;x' });
  });

  it('remember off clears the flag and the password but keeps the last user', () => {
    const doc = fakeDocument();
    writeRemembered({ type: 'username', username: 'alice01', password: 'secret1', remember: true }, doc);
    writeRemembered({ type: 'username', username: 'alice01', password: 'secret1', remember: false }, doc);
    expect(readRemembered(doc)).toMatchObject({ remember: false, username: 'alice01', password: '' });
    expect(getCookie('pwd_alice01', doc)).toBeNull();
  });

  it('keeps the SMS mobile with its dialing code', () => {
    const doc = fakeDocument();
    writeRemembered({ type: 'sms', dialingCode: '63', mobileNum: '9171234567', remember: true }, doc);
    expect(readRemembered(doc)).toMatchObject({ dialingCode: '63', mobileNum: '9171234567' });
    writeRemembered({ type: 'sms', dialingCode: '63', mobileNum: '9171234567', remember: false }, doc);
    expect(readRemembered(doc)).toMatchObject({ dialingCode: null, mobileNum: '' });
  });
});

import { describe, expect, it } from 'vitest';
import { mustChangePassword } from './flows';

describe('mustChangePassword (spec section 4)', () => {
  it.each([
    // [login, force-on-expiry flag, expected]
    [{ type: 'username', password: '123456' }, false, 'weak'],
    [{ type: 'username', password: '123456', passwordExpired: true }, true, 'weak'],
    [{ type: 'username', password: 'Secret99', passwordExpired: true }, true, 'expired'],
    [{ type: 'username', password: 'Secret99', passwordExpired: true }, false, null],
    [{ type: 'username', password: 'Secret99', firstTimeLogin: true }, false, 'first'],
    [{ type: 'username', password: 'Secret99' }, true, null],
    [{ type: 'username', password: ' 123456' }, false, null],
    [{ type: 'sms', password: '123456', passwordExpired: true, firstTimeLogin: true }, true, null],
  ] as const)('%j, force=%s -> %s', (login, force, expected) => {
    expect(mustChangePassword(login, force)).toBe(expected);
  });
});

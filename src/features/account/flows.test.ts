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
    // an SMS log-in: the weak and the expired password do not apply, the first-login flow does
    [{ type: 'sms', password: '123456', passwordExpired: true }, true, null],
    [{ type: 'sms', passwordExpired: true, firstTimeLogin: true }, true, 'first'],
    // a phone-auth (firebase) log-in: the same as SMS
    [{ type: 'firebase', passwordExpired: true }, true, null],
    [{ type: 'firebase', firstTimeLogin: true }, false, 'first'],
  ] as const)('%j, force=%s -> %s', (login, force, expected) => {
    expect(mustChangePassword(login, force)).toBe(expected);
  });
});

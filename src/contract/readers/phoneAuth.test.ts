import { describe, expect, it } from 'vitest';
import { readPhoneAuth, type PhoneAuthProvider } from './phoneAuth';

const firebase = { apiKey: 'AIzaSyA-preview_key_01', authDomain: 'casino-demo.firebaseapp.com', projectId: 'casino-demo' };

describe('readPhoneAuth', () => {
  it.each<[string, unknown, PhoneAuthProvider | null]>([
    ['firebase configured', { firebase: '1', ...firebase }, { kind: 'firebase', config: firebase }],
    ['firebase as true', { firebase: true, ...firebase }, { kind: 'firebase', config: firebase }],
    ['the preview stand-in wins over the config', { firebase: '1', ...firebase, standIn: '/__preview/phone-auth/' }, { kind: 'standIn', base: '/__preview/phone-auth' }],
    ['a stand-in on another origin is ignored', { firebase: '1', standIn: 'https://evil.example.test/auth' }, null],
    ['firebase off', { firebase: '0', ...firebase }, null],
    ['on but not configured: no provider (no button says "not available")', { firebase: '1' }, null],
    ['a domain with a path', { firebase: '1', ...firebase, authDomain: 'x.test/evil' }, null],
    ['absent', undefined, null],
  ])('%s', (_name, sms, expected) => {
    expect(readPhoneAuth(sms)).toEqual(expected);
  });
});

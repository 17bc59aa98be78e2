import { describe, expect, it, vi } from 'vitest';
import { offerCredential, storedCredential, type CredentialEnv } from './credentials';

/** A stand-in for Chromium's PasswordCredential: keeps what it was made from. */
class FakePasswordCredential {
  readonly type = 'password';
  readonly id: string;
  readonly password: string;
  readonly name?: string;
  constructor(data: { id: string; password: string; name?: string }) {
    this.id = data.id;
    this.password = data.password;
    this.name = data.name;
  }
}

function browser(kept: unknown = null) {
  const store = vi.fn(async (c: Credential) => c);
  const get = vi.fn(async () => kept as Credential | null);
  const env: CredentialEnv = {
    credentials: { store, get } as unknown as CredentialEnv['credentials'],
    PasswordCredential: FakePasswordCredential as unknown as CredentialEnv['PasswordCredential'],
  };
  return { env, store, get };
}

describe('offerCredential', () => {
  it('hands the username and password to the browser as one password credential', async () => {
    const { env, store } = browser();
    await offerCredential('alice01', 'S3cret!pw', env);
    expect(store).toHaveBeenCalledTimes(1);
    expect(store.mock.calls[0]![0]).toMatchObject({ type: 'password', id: 'alice01', password: 'S3cret!pw', name: 'alice01' });
  });

  it('does nothing, silently, without the API or when the browser refuses', async () => {
    await expect(offerCredential('alice01', 'pw', {})).resolves.toBeUndefined();
    await expect(offerCredential('alice01', 'pw', { credentials: browser().env.credentials })).resolves.toBeUndefined();
    const { env, store } = browser();
    store.mockRejectedValueOnce(new DOMException('no', 'NotAllowedError'));
    await expect(offerCredential('alice01', 'pw', env)).resolves.toBeUndefined();
  });
});

describe('storedCredential', () => {
  it('asks for a password credential with optional mediation and reads it back', async () => {
    const { env, get } = browser(new FakePasswordCredential({ id: 'alice01', password: 'S3cret!pw' }));
    const signal = new AbortController().signal;
    await expect(storedCredential(signal, env)).resolves.toEqual({ username: 'alice01', password: 'S3cret!pw' });
    expect(get).toHaveBeenCalledWith({ password: true, mediation: 'optional', signal });
  });

  it.each([
    ['nothing kept', null],
    ['a credential of another kind', { type: 'public-key', id: 'x' }],
    ['a password credential without its password', { type: 'password', id: 'alice01' }],
  ])('null for %s', async (_what, kept) => {
    await expect(storedCredential(undefined, browser(kept).env)).resolves.toBeNull();
  });

  it('null, silently, without the API or when the request fails', async () => {
    await expect(storedCredential(undefined, {})).resolves.toBeNull();
    const { env, get } = browser();
    get.mockRejectedValueOnce(new DOMException('aborted', 'AbortError'));
    await expect(storedCredential(undefined, env)).resolves.toBeNull();
  });
});

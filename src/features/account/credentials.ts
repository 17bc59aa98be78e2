/**
 * "Remember me" leaves the password to the browser's password manager. Where the browser has
 * the Credential Management API with password credentials (Chromium-based browsers), a username
 * login with remember me offers the credential to the browser to keep, and the next login form
 * asks the browser for it to prefill. Where the API is absent (Firefox, Safari) both quietly do
 * nothing: the form's autocomplete attributes (username, current-password) let the browser's own
 * autofill do the same. Nothing here writes the password anywhere the page can read it back.
 */

/** The parts of a PasswordCredential read here (not in TypeScript's DOM types: Chromium only). */
interface PasswordCredentialLike {
  readonly type: string;
  readonly id: string;
  readonly password?: unknown;
}

type PasswordCredentialConstructor = new (data: { id: string; password: string; name?: string }) => Credential;

/** What the browser offers: both or nothing (injected by tests). */
export interface CredentialEnv {
  credentials?: Pick<CredentialsContainer, 'get' | 'store'>;
  PasswordCredential?: PasswordCredentialConstructor;
}

function browserEnv(): CredentialEnv {
  const scope = globalThis as { navigator?: Navigator; PasswordCredential?: PasswordCredentialConstructor };
  return { credentials: scope.navigator?.credentials, PasswordCredential: scope.PasswordCredential };
}

/** After a successful username login with remember me: the browser may keep the credential. */
export async function offerCredential(username: string, password: string, env: CredentialEnv = browserEnv()): Promise<void> {
  const { credentials, PasswordCredential } = env;
  if (!credentials || !PasswordCredential) return;
  try {
    await credentials.store(new PasswordCredential({ id: username, password, name: username }));
  } catch {
    /* the browser declined (or the player did): nothing is kept */
  }
}

/**
 * The credential the browser keeps for this site, to prefill the login form: the browser may
 * return it at once or let the player choose (mediation `optional`); null when there is none,
 * the player dismisses the choice, or the API is absent.
 */
export async function storedCredential(signal?: AbortSignal, env: CredentialEnv = browserEnv()): Promise<{ username: string; password: string } | null> {
  const { credentials, PasswordCredential } = env;
  if (!credentials || !PasswordCredential) return null;
  try {
    const found = (await credentials.get({ password: true, mediation: 'optional', signal } as CredentialRequestOptions)) as PasswordCredentialLike | null;
    if (!found || found.type !== 'password' || typeof found.password !== 'string' || !found.id) return null;
    return { username: found.id, password: found.password };
  } catch {
    return null;
  }
}

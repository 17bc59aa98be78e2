/**
 * Older builds kept the player's password in plain text, one `pwd_<username>` cookie per player
 * ("remember me"). This deletes them; it runs on every visit (src/main.tsx) and after every login
 * (cookies.ts). A module of its own so the home page carries only these few lines.
 */
export const PASSWORD_COOKIE_PREFIX = 'pwd_';

export function purgePasswordCookies(doc: Pick<Document, 'cookie'> = document): void {
  // document.cookie lists `name=value` pairs separated by `; `
  for (const pair of doc.cookie.split('; ')) {
    const name = pair.split('=')[0]!;
    if (name.startsWith(PASSWORD_COOKIE_PREFIX)) doc.cookie = `${name}=;max-age=0;path=/`;
  }
}

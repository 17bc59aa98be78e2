/**
 * Older builds kept the player's password in plain text, one `pwd_<username>` cookie per player
 * ("remember me"). This deletes them; it runs on every visit (src/main.tsx) and after every login
 * (cookies.ts). A module of its own so the home page carries only these few lines.
 */
export const PASSWORD_COOKIE_PREFIX = 'pwd_';

export function purgePasswordCookies(doc: Pick<Document, 'cookie'> = document): void {
  for (const part of doc.cookie.split(';')) {
    const name = part.split('=')[0]!.trim();
    if (name.startsWith(PASSWORD_COOKIE_PREFIX)) doc.cookie = `${name}=; max-age=0; path=/`;
  }
}

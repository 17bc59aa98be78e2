/**
 * A `token` in the address logs that session in (spec: "token in url query logs the user
 * in"); it is then removed from the address so it is not bookmarked or shared.
 */
export function takeTokenFromUrl(loc: Location = window.location, history: History = window.history): string | null {
  const url = new URL(loc.href);
  const token = url.searchParams.get('token');
  if (!token) return null;
  url.searchParams.delete('token');
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return token;
}

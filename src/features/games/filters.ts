/** Lobby filters live in the URL (?vendor=&classify=&q=), so a reload keeps them. */
export interface LobbyFilters {
  vendor: string;
  classify: string;
  q: string;
}

export function readFilters(params: URLSearchParams): LobbyFilters {
  return {
    vendor: params.get('vendor')?.trim() ?? '',
    classify: params.get('classify')?.trim() ?? '',
    q: params.get('q') ?? '',
  };
}

/** The next search params with one filter changed; empty values are dropped, other params kept. */
export function withFilter(params: URLSearchParams, key: keyof LobbyFilters, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value.trim() === '') next.delete(key);
  else next.set(key, key === 'q' ? value : value.trim());
  return next;
}

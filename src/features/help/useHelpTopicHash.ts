import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export function tagFromHash(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The selected help topic: starts from `initial` or the URL hash; choosing one writes the hash. */
export function useHelpTopicHash(initial?: string): [string, (tag: string) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const [selected, setSelected] = useState(() => initial || tagFromHash(location.hash));
  const select = useCallback(
    (tag: string) => {
      setSelected(tag);
      navigate({ pathname: location.pathname, search: location.search, hash: `#${encodeURIComponent(tag)}` }, { replace: true });
    },
    [navigate, location.pathname, location.search],
  );
  return [selected, select];
}

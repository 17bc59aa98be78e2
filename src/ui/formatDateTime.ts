/** Times in the records as the spec shows them: yyyy-MM-dd HH:mm:ss in the player's time zone. */
import { format } from 'date-fns';

export function formatDateTime(ms: number | null): string {
  return ms === null ? '--' : format(ms, 'yyyy-MM-dd HH:mm:ss');
}

/** A day as the records show it: yyyy-MM-dd. */
export function formatDate(ms: number | null): string {
  return ms === null ? '--' : format(ms, 'yyyy-MM-dd');
}

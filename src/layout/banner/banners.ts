import type { Announcements } from '../../contract/readers/announcements';
import type { Banner } from '../../contract/readers/banners';

/** A page's banners: those of its group, in the platform's order (the first is the strip's first slide). */
export function bannersOf(data: Pick<Announcements, 'banners'> | undefined, group: string): Banner[] {
  return (data?.banners ?? []).filter((b) => b.group === group);
}

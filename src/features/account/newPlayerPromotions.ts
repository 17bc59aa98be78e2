/**
 * The new-player promotions the log-in popup and the register page open with (NewPlayerPromotions),
 * apart from the swiper so the shell's slots can start their first picture without its code.
 */
import { announcementsQuery } from '../../api/queries';
import type { Announcements, Promotion } from '../../contract/readers/announcements';
import type { DialogPrefetchDeps } from '../../shell/slots';
import { preloadImages } from '../../ui/preloadImages';

export const NEW_PLAYER_CATEGORY = 'new_player';

/** The promotions of the new-player category, in the platform's order (the first is the swiper's first slide). */
export function newPlayerPromotions(data: Pick<Announcements, 'promotion'> | undefined): Promotion[] {
  return (data?.promotion ?? []).filter((p) => p.category === NEW_PLAYER_CATEGORY);
}

/**
 * The swiper's first picture, often the log-in landing's largest paint: asked for as soon as the
 * announcements are read (on a visitor's first page theme-init.js has them in already), not once
 * the popup has rendered it.
 */
export function prefetchNewPlayerPromotions({ queryClient, language }: DialogPrefetchDeps): Promise<void> {
  return queryClient.fetchQuery(announcementsQuery(language)).then((announcements) => {
    preloadImages(newPlayerPromotions(announcements).slice(0, 1).map((p) => p.imageUrl));
  });
}

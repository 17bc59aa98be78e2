/**
 * Images asked for before anything renders them: a page whose largest paint is an image it knows
 * from data already in (the home's first hot games, src/features/home/slots.ts) asks for it as
 * soon as that data is read, at boot, so the picture is in when the first render shows it instead
 * of being asked for by that render. The addresses must already have passed the URL rule.
 */
import { createLruSet } from './lazyImageRules';

/** the addresses loaded lately: a LazyImage mounted with one of them shows it at once */
export const loadedImages = createLruSet();
const asked = createLruSet();

export function preloadImages(urls: readonly string[]): void {
  if (typeof Image === 'undefined') return;
  for (const url of urls) {
    if (!url || loadedImages.has(url) || asked.has(url)) continue;
    asked.add(url);
    // an Image, not a <link rel=preload>: the browser's image cache serves the <img> the render
    // makes, without a warning in the console when that render comes more than 3 s later
    const image = new Image();
    image.fetchPriority = 'high';
    image.onload = () => loadedImages.add(url);
    image.src = url;
  }
}

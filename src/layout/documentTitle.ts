/**
 * The tab's title follows the page's heading: "Slots - Lucky Hall", as a browser's history, a
 * bookmark and a screen reader's announcement of the tab name it (WCAG 2.4.2). The heading is
 * read from the page as rendered, so a title can never say one thing while the h1 says another,
 * and a page needs nothing of its own to be titled: a lobby's name from the brand's menu, a
 * promotion's from its reply, each in the player's language as it changes. An address that opens
 * a dialog (/login, /help) is titled by the dialog's heading, not by the page behind it.
 */
import { useEffect, type RefObject } from 'react';

/** "heading - site"; the site alone where the page has no heading, or its heading is the site's name (home). */
export function documentTitle(heading: string | null | undefined, siteName: string): string {
  const text = (heading ?? '').replace(/\s+/g, ' ').trim();
  return text && text !== siteName ? `${text} - ${siteName}` : siteName;
}

/** The heading of the first open dialog (the one the address opened; dialogs are portals in opening order). */
function dialogHeading(): string | null | undefined {
  const labelledBy = document.querySelector('[role="dialog"][aria-modal="true"]')?.getAttribute('aria-labelledby');
  return labelledBy ? document.getElementById(labelledBy)?.textContent : undefined;
}

/**
 * Keeps document.title on the first h1 inside `main`, through route changes, loading and language
 * switches; with `byDialog`, on the heading of the dialog the address opened while it is open.
 */
export function useTitleFromHeading(main: RefObject<HTMLElement | null>, siteName: string, byDialog = false) {
  useEffect(() => {
    const root = main.current;
    if (!root) return;
    const update = () => {
      const title = documentTitle((byDialog ? dialogHeading() : undefined) || root.querySelector('h1')?.textContent, siteName);
      // only on a change: a lobby's list mutates on every scrolled frame
      if (document.title !== title) document.title = title;
    };
    update();
    const watcher = new MutationObserver(update);
    // a dialog is a portal on the body, outside main
    watcher.observe(byDialog ? document.body : root, { childList: true, subtree: true, characterData: true });
    return () => {
      watcher.disconnect();
      document.title = siteName;
    };
  }, [main, siteName, byDialog]);
}

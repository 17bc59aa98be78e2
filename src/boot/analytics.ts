/** Google tag, only for brands that configure a gtag id (spec: "load analytics"): a chunk of its own, loaded only for them. */
import { GTAG_ID } from '../contract/generated/patterns';

/** Where Google's tag script comes from. */
export const GTAG_ORIGIN = 'https://www.googletagmanager.com';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

export function loadAnalytics(gtagId: string | null, doc: Document = document): boolean {
  if (!gtagId || !GTAG_ID.test(gtagId)) return false;
  if (doc.querySelector(`script[data-gtag="${gtagId}"]`)) return true;
  const dataLayer = (window.dataLayer ??= []);
  // gtag's documented stub, defined here rather than inline so CSP can stay script-src 'self'
  const gtag: (...args: unknown[]) => void = (window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  });
  gtag('js', new Date());
  gtag('config', gtagId);
  const script = doc.createElement('script');
  script.async = true;
  // GTAG_ID allows letters, digits and dashes only: nothing to encode
  script.src = `${GTAG_ORIGIN}/gtag/js?id=${gtagId}`;
  script.dataset.gtag = gtagId;
  doc.head.append(script);
  return true;
}

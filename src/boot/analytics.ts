/** Google tag, only for brands that configure a gtag id (spec: "load analytics"): a chunk of its own, loaded only for them. */
import { GTAG_ID } from '../contract/generated/patterns';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

export function loadAnalytics(gtagId: string | null, doc: Document = document): boolean {
  if (!gtagId || !GTAG_ID.test(gtagId)) return false;
  if (doc.querySelector(`script[data-gtag="${gtagId}"]`)) return true;
  window.dataLayer = window.dataLayer ?? [];
  // gtag's documented stub, defined here rather than inline so CSP can stay script-src 'self'
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', gtagId);
  const script = doc.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gtagId)}`;
  script.dataset.gtag = gtagId;
  doc.head.appendChild(script);
  return true;
}

/**
 * Sanitising that reports nothing to the page's Content-Security-Policy.
 *
 * Chromium checks the CSP for every inline event handler attribute (`onerror=`, `onclick=`, …) an
 * HTML parser meets in a document of a live window, even an inert one (DOMParser, `<template>`,
 * createHTMLDocument): DOMPurify's parse of a promotion or help topic fired a `script-src-attr`
 * securitypolicyviolation event, and would send a CSP report, for every handler in it, though
 * nothing ran and DOMPurify removed them all. (A sandboxed frame without `allow-scripts` fires
 * none but logs a console error per handler instead.) The window of a frame that is no longer in
 * the page has no browsing context: its parser makes no handlers, checks nothing and logs nothing.
 *
 * So the markup is sanitised twice with the same config: first by a DOMPurify bound to such a
 * window (`DOMPurify(window)`, taken just before the frame goes), which takes out every handler
 * without a report; then by the page's own DOMPurify, as before, whose parse of that clean markup
 * meets no handler (DOMPurify's output stays clean when parsed again). The page's DOMPurify keeps
 * the last word, with any hook added to it. Where the frame-less window cannot do the work (its
 * self-check fails, or it throws, as in jsdom), the page's DOMPurify sanitises alone, as before.
 */
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';

let made: Purifier | null | undefined;

/** A DOMPurify bound to the window of an about:blank frame taken out of the page; null when unusable. */
function inertPurifier(): Purifier | null {
  if (made !== undefined) return made;
  made = null;
  if (typeof document === 'undefined' || !document.body) return made;
  try {
    const frame = document.createElement('iframe');
    frame.hidden = true;
    document.body.append(frame);
    const win = frame.contentWindow;
    // DOMPurify takes the window's constructors and document now: once the frame is out, the
    // window's globals are gone but what was taken keeps working
    const purifier = win ? DOMPurify(win as unknown as Window & typeof globalThis) : null;
    frame.remove();
    if (!purifier) return made;
    // an unsupported DOMPurify hands its input back unsanitised: it must prove it sanitises
    if (purifier.isSupported && purifier.sanitize('<img src="x" onerror="y()">') === '<img src="x">') made = purifier;
  } catch {
    /* no such window here: the page's own DOMPurify */
  }
  return made;
}

/** DOMPurify.sanitize with `config`, without a CSP report: see above. */
export function sanitizeQuietly(html: string, config: Config & { RETURN_TRUSTED_TYPE?: false }): string {
  const inert = inertPurifier();
  let markup = html;
  if (inert) {
    try {
      markup = inert.sanitize(html, config) as string;
    } catch {
      /* the window stopped working: the page's DOMPurify alone */
    }
  }
  return DOMPurify.sanitize(markup, config) as string;
}

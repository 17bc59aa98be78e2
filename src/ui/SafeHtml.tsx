import { useMemo } from 'react';
import styled from 'styled-components';
import { safeImageUrl, safeUrl } from '../contract/safeUrl';
import { sanitizeQuietly } from './inertHtml';
import { vars } from '../theme/cssVariables';

const Content = styled.div`
  line-height: ${vars.lineHeight};
  overflow-wrap: anywhere;
  img { max-width: 100%; height: auto; }
  a { color: ${vars.color.link}; }
  table { border-collapse: collapse; max-width: 100%; }
  td, th { border: 1px solid ${vars.color.border}; padding: 4px 8px; }
`;

/** What DOMPurify lets through at all: https, mailto, tel, same-origin paths and in-page anchors. */
const SAFE_URI = /^(?:https:|mailto:|tel:|\/(?![/\\])|#)/i;

/** The attributes of the HTML that may hold a URL the browser fetches or follows. */
const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction', 'poster', 'background', 'cite', 'srcset'];

/**
 * A URL the content keeps: an in-page anchor, a mailto: or tel: link, or what passes the one URL
 * rule (contract/safeUrl.ts: https or a /path, no credentials, loopback hosts, odd ports,
 * backslashes or bidi controls); pictures as image URLs (spaces encoded).
 */
function keptUrl(element: Element, name: string, value: string): string | null {
  if (name === 'href' && (value.startsWith('#') || /^(?:mailto|tel):[^\s\\]*$/i.test(value))) return value;
  if (name === 'src' && element.tagName === 'IMG') return safeImageUrl(value);
  if (name === 'href' || name === 'src' || name === 'xlink:href') return safeUrl(value);
  return null;
}

/**
 * Server-supplied HTML (help, promotions, announcements) after DOMPurify: no script, no event
 * handlers, and every link and picture through the one URL rule; links open in a new tab
 * without an opener.
 */
export function sanitizeHtml(html: string): string {
  // first in a window whose parser reports nothing to the CSP, then here (inertHtml.ts)
  const clean = sanitizeQuietly(html, {
    ALLOWED_URI_REGEXP: SAFE_URI,
    FORBID_TAGS: ['style', 'form', 'input', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    RETURN_TRUSTED_TYPE: false,
  });
  const doc = new DOMParser().parseFromString(`<div>${clean}</div>`, 'text/html');
  // DOMPurify's one pattern cannot say the whole URL rule (a host that is loopback, a port)
  for (const element of doc.body.querySelectorAll('*')) {
    for (const name of URL_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value === null) continue;
      const kept = keptUrl(element, name, value.trim());
      if (kept === null) element.removeAttribute(name);
      else if (kept !== value) element.setAttribute(name, kept);
    }
  }
  doc.querySelectorAll('a[href]').forEach((a) => {
    if (!a.getAttribute('href')?.startsWith('#')) {
      a.setAttribute('target', '_blank');
      a.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return doc.body.firstElementChild?.innerHTML ?? '';
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Content className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

import { useMemo } from 'react';
import styled from 'styled-components';
import { sanitizeQuietly } from './inertHtml';

const Content = styled.div`
  line-height: ${({ theme }) => theme.font.lineHeight};
  overflow-wrap: anywhere;
  img { max-width: 100%; height: auto; }
  a { color: ${({ theme }) => theme.colors.link}; }
  table { border-collapse: collapse; max-width: 100%; }
  td, th { border: 1px solid ${({ theme }) => theme.colors.border}; padding: 4px 8px; }
`;

/** Only http(s), mailto, tel and same-origin links survive. */
const SAFE_URI = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

/**
 * Server-supplied HTML (help, promotions, announcements) after DOMPurify: no script,
 * no event handlers, no javascript: links; links open in a new tab without an opener.
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

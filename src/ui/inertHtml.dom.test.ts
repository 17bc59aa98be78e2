// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import DOMPurify from 'dompurify';
import { sanitizeQuietly } from './inertHtml';
import { sanitizeHtml } from './SafeHtml';

describe('sanitizeQuietly', () => {
  it.each([
    ['<img src="/a.png" onerror="alert(1)">', '<img src="/a.png">'],
    ['<a href="#x" ONCLICK="alert(2)" title="t">x</a>', '<a href="#x" title="t">x</a>'],
    ['<svg onload="alert(3)"><circle r="1" onmouseover="alert(4)"></circle></svg>', '<svg><circle r="1"></circle></svg>'],
    ['<p>ok</p><script>alert(5)</script>', '<p>ok</p>'],
    ['<p>text with onclick="not an attribute"</p>', '<p>text with onclick="not an attribute"</p>'],
  ])('%s -> %s', (html, expected) => {
    expect(sanitizeQuietly(html, { RETURN_TRUSTED_TYPE: false })).toBe(expected);
  });

  it('leaves no frame behind in the page and nothing of the markup in its document', () => {
    sanitizeQuietly('<img id="probe" src="/c.png" onerror="alert(6)">', {});
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
    expect(document.getElementById('probe')).toBeNull();
  });

  it("keeps the page's DOMPurify the last word: a hook added to it applies", () => {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.nodeName === 'A') node.setAttribute('data-checked', 'yes');
    });
    try {
      expect(sanitizeQuietly('<a href="#x" onclick="y()">x</a>', {})).toBe('<a href="#x" data-checked="yes">x</a>');
    } finally {
      DOMPurify.removeHooks('afterSanitizeAttributes');
    }
  });
});

describe('sanitizeHtml still sanitises what it is given', () => {
  it('removes scripts, handlers and javascript: links; opens links in a new tab', () => {
    const clean = sanitizeHtml('<p onclick="x()">Hi</p><script>alert(1)</script><a href="javascript:alert(2)">j</a><a href="https://example.test/">e</a>');
    expect(clean).toBe('<p>Hi</p><a>j</a><a href="https://example.test/" target="_blank" rel="noopener noreferrer">e</a>');
  });

  // the one URL rule, as every other sink: what it refuses loses its URL, the text stays
  it.each([
    ['<a href="/\\evil.example/x">a</a>', '<a>a</a>'],
    ['<a href="//evil.example/x">a</a>', '<a>a</a>'],
    ['<a href="http://plain.example/">a</a>', '<a>a</a>'],
    ['<a href="https://user:pw@example.test/">a</a>', '<a>a</a>'],
    ['<a href="https://localhost/admin">a</a>', '<a>a</a>'],
    ['<a href="https://example.test:8080/">a</a>', '<a>a</a>'],
    ['<a href="data:text/html,x">a</a>', '<a>a</a>'],
    ['<img src="http://img.example/a.png">', '<img>'],
    ['<img src="javascript:alert(1)">', '<img>'],
    ['<img src="/img/a b.png">', '<img src="/img/a%20b.png">'],
    ['<a href="#top">a</a>', '<a href="#top">a</a>'],
    ['<a href="mailto:help@example.test">a</a>', '<a href="mailto:help@example.test" target="_blank" rel="noopener noreferrer">a</a>'],
    ['<a href="/promotions?id=1">a</a>', '<a href="/promotions?id=1" target="_blank" rel="noopener noreferrer">a</a>'],
  ])('%s -> %s', (html, expected) => {
    expect(sanitizeHtml(html)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { compactSprite, withSprite } from './icon-sprite.mjs';

const SPRITE = `<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0">
  <!-- layout icons -->
  <symbol id="icon-home" viewBox="0 0 24 24"><path d="M3 11l9-7 9 7" /></symbol>
  <symbol id="icon-menu" viewBox="0 0 24 24">
    <path d="M4 6h16" />
  </symbol>
</svg>
`;

describe('icon sprite in index.html', () => {
  it('compacts the sprite: no comments, indentation or line breaks between tags', () => {
    expect(compactSprite(SPRITE)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0"><symbol id="icon-home" viewBox="0 0 24 24"><path d="M3 11l9-7 9 7"/></symbol>' +
        '<symbol id="icon-menu" viewBox="0 0 24 24"><path d="M4 6h16"/></symbol></svg>',
    );
  });

  it('puts it just before the root element, once', () => {
    const html = '<body>\n    <div id="root"></div>\n    <script type="module" src="/src/main.tsx"></script>\n  </body>';
    const out = withSprite(html, SPRITE);
    expect(out.indexOf('<svg')).toBeLessThan(out.indexOf('<div id="root">'));
    expect(out.match(/<svg/g)).toHaveLength(1);
    expect(out).toContain('</svg>\n    <div id="root"></div>');
  });

  it('refuses an index.html without the root element rather than dropping the icons', () => {
    expect(() => withSprite('<body></body>', SPRITE)).toThrow(/no <div id="root"><\/div>/);
  });
});

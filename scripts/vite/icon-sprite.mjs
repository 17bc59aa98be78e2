// The layout's icons as an SVG sprite inside index.html: the icons of the header, the left bar
// and the category menu are static markup, so the HTML carries them once and each icon is a
// <use> of its symbol, instead of the shell's JavaScript building every path on every render.
import { readFileSync } from 'node:fs';

const ROOT = '<div id="root"></div>';

/** The sprite file without its indentation, line breaks and comments. */
export function compactSprite(svg) {
  return svg
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/>\s+</g, '><')
    .replace(/\s*\/>/g, '/>')
    .trim();
}

/** index.html with the sprite put just before the app's root element. */
export function withSprite(html, svg) {
  if (!html.includes(ROOT)) throw new Error(`icon-sprite: index.html has no ${ROOT}`);
  return html.replace(ROOT, `${compactSprite(svg)}\n    ${ROOT}`);
}

/** Vite plugin: reads the sprite on every transform, so an edit shows on the next load in dev. */
export function iconSprite({ file }) {
  return {
    name: 'icon-sprite',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => withSprite(html, readFileSync(file, 'utf8')),
    },
  };
}

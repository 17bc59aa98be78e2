import type { Plugin } from 'vite';

export function splitLocale(
  messages: Record<string, unknown>,
  firstPaint: readonly string[],
): { shell: Record<string, unknown>; rest: Record<string, unknown> };

export function localeParts(options: { dir: string; firstPaint: readonly string[] }): Plugin;

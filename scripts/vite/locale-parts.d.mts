import type { Plugin } from 'vite';

type Messages = Record<string, unknown>;

export function splitLocale(messages: Messages, firstPaint: readonly string[]): { shell: Messages; rest: Messages };

export function splitLocaleParts(
  messages: Messages,
  firstPaint: readonly string[],
  login: readonly string[],
): { shell: Messages; login: Messages; rest: Messages };

export function localeParts(options: { dir: string; firstPaint: readonly string[]; login?: readonly string[] }): Plugin;

import type { Plugin } from 'vite';

export function compactSprite(svg: string): string;
export function withSprite(html: string, svg: string): string;
export function iconSprite(options: { file: string }): Plugin;

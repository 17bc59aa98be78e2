import type { Plugin } from 'vite';

export function withoutRouterDeadCode(code: string): string;
export function routerDeadCode(): Plugin;

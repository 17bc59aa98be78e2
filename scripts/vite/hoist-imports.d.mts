import type { Plugin } from 'vite';

export function transitiveImports(imports: Map<string, string[]>): Map<string, string[]>;
export function relativeSpecifier(from: string, to: string): string;
export function hoistImports(): Plugin;

import type { Alias } from 'vite';

export function frameworkAliases(root: string, options: { build: boolean }): Alias[];

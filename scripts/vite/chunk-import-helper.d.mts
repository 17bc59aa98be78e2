import type { Plugin } from 'vite';

export const PRELOAD_HELPER_ID: string;
export function noPreloadHelper(): Plugin;

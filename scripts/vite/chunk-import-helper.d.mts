import type { Plugin } from 'vite';

export const PRELOAD_HELPER_ID: string;
export function importsThroughChunkImport(code: string): string;
export function chunkImportHelper(): Plugin;

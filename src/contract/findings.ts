/**
 * What reading a platform reply or brand document found wrong with it. Readers never throw on
 * bad input: a broken section degrades (left out or given its default) and says so here, with a
 * JSON pointer into the document it came from; boot logs findings to the console and brand:check
 * prints them.
 */
export type Severity = 'error' | 'warning';

export interface Finding {
  /** JSON pointer into the document ("" is the whole document) */
  pointer: string;
  message: string;
  /** error: the site shows less than the document says; warning: shown as meant, but worth a look */
  severity: Severity;
}

export type JsonObject = Record<string, unknown>;

export const isRecord = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Escapes one JSON-pointer segment (RFC 6901). */
export function pointerSegment(key: string | number): string {
  return String(key).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** A reading: the value the site uses, and what was wrong on the way. */
export interface Reading<T> {
  value: T;
  findings: Finding[];
}

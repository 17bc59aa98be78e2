/** Helpers for registration rules (the map of GET /wps/system/setting/register). */
import type { RegistrationRule, RegistrationSettings } from './documents';

/** Field name -> rule pairs in document order; "$"-keys (the editor's "$schema") are skipped. */
export function registrationEntries(rules: RegistrationSettings): Array<[name: string, rule: RegistrationRule]> {
  return Object.entries(rules).filter(([name, rule]) => !name.startsWith('$') && typeof rule === 'object' && rule !== null);
}

/** acceptedPattern values that mean "any value" and are not compiled. */
export function isAnyPattern(pattern: string): boolean {
  const p = pattern.trim();
  return p === '' || p === '*';
}

/** The error text of a regex source that does not compile, else null. Compiled without flags, as the forms should. */
export function regexError(source: string): string | null {
  try {
    new RegExp(source);
    return null;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

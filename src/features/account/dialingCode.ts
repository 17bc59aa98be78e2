import { useQuery } from '@tanstack/react-query';
import { readCountries, type Countries } from '../../contract/readers/startup';
import { countriesQuery } from '../../session/startup';

/** Spec section 8: the default country dialing code when the platform names none. */
export const DEFAULT_DIALING_CODE = '63';

/** The dialing code a phone field starts with: the visitor's country's, else the default. */
export const dialingCodeOf = (countries: Countries | undefined): string => countries?.current?.dialingCode ?? DEFAULT_DIALING_CODE;

/** The dialing code the account forms show and send: the start-up country call's, else 63. */
export function useDialingCode(): string {
  return dialingCodeOf(useQuery({ ...countriesQuery, select: readCountries }).data);
}

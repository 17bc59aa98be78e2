import { useQuery } from '@tanstack/react-query';
import { useBrand } from '../../brand/context';
import type { BrandModel } from '../../brand/model';
import { readCountries, type Countries } from '../../contract/readers/startup';
import { countriesQuery } from '../../session/startup';

export interface DialingCode {
  code: string;
  /** the player may type another (manifest registration.dialingCode.editable) */
  editable: boolean;
}

/**
 * The dialing code a phone field starts with: the brand's where its manifest names one, else the
 * visitor's country's (the start-up country call), else the brand's default (spec section 9: 63).
 */
export function dialingCodeOf(own: BrandModel['registration']['dialingCode'], countries: Countries | undefined): DialingCode {
  return { code: own.fromBrand ? own.code : (countries?.current?.dialingCode ?? own.code), editable: own.editable };
}

/** The dialing code the account forms show and send. */
export function useDialingCode(): DialingCode {
  const own = useBrand().registration.dialingCode;
  return dialingCodeOf(own, useQuery({ ...countriesQuery, select: readCountries }).data);
}

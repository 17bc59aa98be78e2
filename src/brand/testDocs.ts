/** Test helpers: the sample brands' documents and a small vendor-lanes reply. Tests only (uses node:fs). */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BrandDocuments, VendorLanes } from './documents';

export const SAMPLE_BRANDS = ['aurora', 'ember', 'tide'] as const;
export type SampleBrand = (typeof SAMPLE_BRANDS)[number];

const brandsDir = fileURLToPath(new URL('../../brands/', import.meta.url));

function readJson(code: string, file: string): unknown {
  return JSON.parse(readFileSync(`${brandsDir}${code}/${file}`, 'utf8'));
}

/** A vendor-lanes reply with every category, in a shuffled order, plus an empty FISH lane. */
export function sampleLanes(): VendorLanes {
  const card = (gameType: string, vassalage: string, isHot = false) => ({
    vassalage,
    displayName: `${vassalage} ${gameType}`,
    gameType,
    smallIcon: `/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/${vassalage}-DEFAULT.png`,
    isHot,
  });
  const lane = (title: VendorLanes['data']['lanes'][number]['title'], vendors: string[]) => ({
    title,
    gameClassify: [{ key: 'ALL', displayName: 'All', gameCount: vendors.length * 10 }],
    cards: vendors.map((v, i) => card(title, v, i === 0)),
  });
  return {
    data: {
      lanes: [
        lane('RNG', ['PT', 'MG', 'CQ9']),
        lane('COCKFIGHT', ['DS88']),
        lane('LIVE', ['AG', 'EA']),
        lane('FISH', []),
        lane('LOTT', ['TCG_SEA']),
        lane('ESPORTS', ['TF']),
        lane('SPORTS', ['IBC']),
        lane('PVP', ['KY']),
        lane('ELOTT', ['TCG']),
      ],
    },
  };
}

/** The raw (unvalidated) documents of a sample brand; a fresh copy each call, safe to mutate. */
export function rawSampleDocuments(code: SampleBrand): { manifest: unknown; permission: unknown; registration: unknown; lanes: unknown } {
  return {
    manifest: readJson(code, 'brand.json'),
    permission: readJson(code, 'permission.json'),
    registration: readJson(code, 'registration.json'),
    lanes: sampleLanes(),
  };
}

/** The documents of a sample brand, typed as validated (tests validate them separately). */
export function sampleDocuments(code: SampleBrand): BrandDocuments {
  return rawSampleDocuments(code) as BrandDocuments;
}

/**
 * Test helpers (tests only: uses node:fs). Two kinds of documents:
 * - a neutral base fixture (`baseRaw`: merchant code "demo", grey colours, shaped as the real
 *   platform sends its replies) for the pure reading and model rules: tests change exactly what a
 *   rule needs;
 * - the brand folders of brands/ (`BRAND_CODES`, discovered at run time, never named here), for
 *   "every brand passes" tests and for tests that need a brand with some property (`findBrand`).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sectionCheck } from '../contract/sectionChecks';
import type { BrandDocuments, UncheckedBrandDocuments } from './documents';
import { readBrandDocuments } from './readBrand';

const repoDir = fileURLToPath(new URL('../../', import.meta.url));
const brandsDir = `${repoDir}brands/`;

/* eslint-disable @typescript-eslint/no-explicit-any -- raw JSON, changed on purpose by tests */
export type RawDocs = { manifest: any; permission: any; registration: any; lanes: any };

/** The brand folders of brands/ (or of `dir`): sub-folders not named `_…` or `.…` (templates), sorted. */
export function brandCodes(dir: string = brandsDir): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('_') && !e.name.startsWith('.'))
    .map((e) => e.name)
    .sort();
}

export const BRAND_CODES: readonly string[] = brandCodes();

function readJson(code: string, file: string): unknown {
  return JSON.parse(readFileSync(`${brandsDir}${code}/${file}`, 'utf8'));
}

/** A brand's platform reply: its recording (replies/<path>.json, value or envelope) when it has one, else the document file. */
function platformReply(code: string, path: string, file: string | null): unknown {
  const recorded = `replies/${path}.json`;
  if (existsSync(`${brandsDir}${code}/${recorded}`)) {
    const reply = readJson(code, recorded) as { success?: unknown; value?: unknown };
    return reply && typeof reply === 'object' && 'success' in reply ? reply.value : reply;
  }
  return file ? readJson(code, file) : undefined;
}

/** A brand folder's fixtures/<name>.json, or undefined when the folder has none. */
export function brandFixture(code: string, name: string): unknown {
  const file = `fixtures/${name}.json`;
  return existsSync(`${brandsDir}${code}/${file}`) ? readJson(code, file) : undefined;
}

/** Does `assets/<path>` exist as a file in the brand folder (brand-check's folder fact). */
export function brandAssetExists(code: string): (path: string) => boolean {
  const assetsDir = join(brandsDir, code, 'assets');
  return (path) => {
    const abs = resolve(assetsDir, path);
    return abs.startsWith(assetsDir + sep) && existsSync(abs) && statSync(abs).isFile();
  };
}

/** Upper-case codes of the languages with a file in locales/ (brand-check's folder fact). */
export function localeCodes(): string[] {
  return readdirSync(`${repoDir}locales/`)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length).toUpperCase())
    .sort();
}

/** A vendor-lanes reply as the real platform sends it: isHot as 1/0, no icons, no counts; every category, shuffled, and an empty FISH lane. */
export function sampleLanes(): RawDocs['lanes'] {
  const lane = (title: string, vendors: string[]) => ({
    title,
    gameClassify: [{ key: 'ALL', displayName: 'label_all', vendors }],
    cards: vendors.map((v, i) => ({ vassalage: v, displayName: `${v} ${title}`, gameType: title, isHot: i === 0 ? 1 : 0, isNew: 0 })),
  });
  return {
    data: {
      lanes: [
        lane('RNG', ['PT', 'MG', 'CQ9']),
        lane('LIVE', ['AG', 'EA']),
        lane('FISH', []),
        lane('LOTT', ['TCG_SEA']),
        // e-sports (TF) and cockfight (DS88) vendors arrive in the SPORTS lane, as on the real platform
        lane('SPORTS', ['IBC', 'TF', 'DS88']),
        lane('PVP', ['KY']),
        lane('ELOTT', ['TCG']),
      ],
    },
  };
}

/** The raw documents of a brand folder (recorded replies where it has them) with `sampleLanes()`; a fresh copy each call. */
export function rawBrandDocuments(code: string): UncheckedBrandDocuments {
  return {
    manifest: readJson(code, 'brand.json'),
    permission: platformReply(code, 'wps/system/status', 'permission.json'),
    registration: platformReply(code, 'wps/system/setting/register', 'registration.json'),
    lanes: platformReply(code, 'wps/relay/GCSGAME_newGameVendor', null) ?? sampleLanes(),
  };
}

/** Documents read with every part checked; throws with the findings when any is an error (or the brand is unusable). */
export function read(raw: UncheckedBrandDocuments): BrandDocuments {
  const reading = readBrandDocuments(raw, sectionCheck);
  const errors = reading.findings.filter((f) => f.severity === 'error');
  if (!reading.ok || errors.length > 0) throw new Error(`not clean: ${JSON.stringify(reading.findings)}`);
  return reading.documents;
}

/** The documents of a brand folder, read (throws with the findings when they are not clean). */
export function brandDocuments(code: string): BrandDocuments {
  return read(rawBrandDocuments(code));
}

/**
 * The first brand folder whose documents have a property; fails naming the property when none has
 * it (the tests that call this need such a brand in brands/).
 */
export function findBrand(property: string, has: (docs: BrandDocuments) => boolean): string {
  const code = BRAND_CODES.find((c) => has(brandDocuments(c)));
  if (code === undefined) throw new Error(`no brand folder in brands/ has ${property} (checked: ${BRAND_CODES.join(', ') || 'none'})`);
  return code;
}

export const node = (modId: string, on: boolean | string | number, childrenNodes: unknown[] = []) => ({
  modId,
  enabled: typeof on === 'boolean' ? (on ? '1' : '0') : on,
  childrenNodes,
});

export const rule = (over: Record<string, unknown> = {}) => ({
  enabled: true,
  required: true,
  acceptedPattern: '*',
  patternId: null,
  minLength: null,
  maxLength: null,
  ...over,
});

function baseRegistration() {
  return {
    username: rule({ acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$', patternId: 1, minLength: 6, maxLength: 16 }),
    password: rule({ acceptedPattern: '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]+$', patternId: 5, minLength: 6, maxLength: 20 }),
    confirmPassword: rule({ minLength: 6, maxLength: 20 }),
    mobileNum: rule({ acceptedPattern: '^\\d+$', patternId: 6, minLength: 10, maxLength: 11 }),
    email: rule({ required: false, acceptedPattern: '^[^@\\s]+@[^@\\s]+\\.[A-Za-z]{2,}$', patternId: 3, maxLength: 100 }),
    qqNum: rule({ enabled: false, required: false }),
  };
}

/**
 * A neutral brand whose every document reads clean, shaped as the real platform sends its
 * replies (one whitelabel root, string switches, customer-service type "3"): merchant code
 * "demo", grey theme seeds, TY (default) and EN, username and mobile registration with SMS
 * verification, SMS login and free play on. A fresh copy each call.
 */
export function baseRaw(): RawDocs {
  const asset = (file: string) => `/brands/demo/assets/${file}`;
  return {
    manifest: {
      merchantCode: 'demo',
      name: 'Demo Brand',
      domains: ['demo.localhost', 'demo.example.test'],
      theme: {
        defaultMode: 'dark',
        dark: { primary: '#9a9a9a', accent: '#b4b4b4', background: '#151515', surface: '#242424' },
        light: { primary: '#454545', accent: '#5c5c5c', background: '#f2f2f2', surface: '#fbfbfb' },
      },
      assets: {
        logo: { dark: asset('logo-dark.svg'), light: asset('logo-light.svg') },
        favicon: asset('favicon.svg'),
        responsibility: asset('responsibility.svg'),
        paymentIcons: [1, 2, 3, 4].map((i) => asset(`pay-${i}.svg`)),
      },
      languages: { supported: ['TY', 'EN'], default: 'TY' },
      footer: {
        about: { TY: 'Ang Demo Brand ay isang halimbawang site para sa mga pagsusulit.', EN: 'Demo Brand is a sample site for tests.' },
        copyright: '© 2025 Demo Brand',
      },
      lottery: { prizeMode: 'SEA' },
      layout: { embeddedShowsBars: true },
      loginedToHomePage: false,
    },
    permission: {
      maintenance: false,
      regionRestriction: false,
      location: { ip: '192.0.2.10', country: 'Testland' },
      info: {
        whitelabel: node('ROOT', true, [
          node('REGGRP', true, [node('DIRECTREG3', true), node('USERNAMEREG3', true), node('MOBILENUMREG3', true), node('REGMOBVERF3', true), node('MOBILENUMPASSREG3', false)]),
          node('HOMEPAGE', true, [node('MOBILEVERCODELOGIN3', true), node('PWDEXPFORCECHANGE3', true)]),
          node('FREEPLAY3', true),
        ]),
        register: baseRegistration(),
        resources: [
          { resourceType: 'YOUTUBE', url: 'https://video.example.test/@demo', qrCodeUrl: null, labelNameEn: null },
          { resourceType: 'FACEBOOK', url: 'https://social.example.test/demo', qrCodeUrl: null, labelNameEn: null },
          { resourceType: 'Android', url: 'https://download.example.test/demo/demo.apk', qrCodeUrl: '/qr/android.png', labelNameEn: 'Android app' },
        ],
        customerService: [
          { type: '3', path: 'ZGVtby1jaGF0LWxpbms=Demo1234', csType: 'LIVECHAT' },
          { type: '3', path: 'ZGVtby12aXA=Demo1234', csType: 'VIP' },
        ],
        domainRoute: ['aff.demo.example.test'],
        mainDomain: 'demo.example.test',
        analytics: { gtagId: '' },
        imageCDNs: ['https://img1.example-cdn.test/demo/', 'https://img2.example-cdn.test/demo'],
        launchGameCDNs: ['https://launch1.example-cdn.test'],
      },
    },
    registration: baseRegistration(),
    lanes: sampleLanes(),
  };
}

/** The base documents with one change. */
export function changed(mutate: (d: RawDocs) => void): RawDocs {
  const docs = baseRaw();
  mutate(docs);
  return docs;
}

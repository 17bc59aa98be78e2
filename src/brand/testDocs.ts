/**
 * Test helpers (tests only: uses node:fs). Two kinds of documents:
 * - a neutral base fixture (`baseDocuments`: merchant code "demo", grey colours) for the pure
 *   model and validation rules: tests change exactly what a rule needs;
 * - the brand folders of brands/ (`BRAND_CODES`, discovered at run time, never named here), for
 *   "every brand passes" tests and for tests that need a brand with some property (`findBrand`).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrandDocuments, RegistrationRule, RegistrationSettings, VendorLanes, WhitelabelNode } from './documents';
import { validateBrandDocuments } from './validate';

const repoDir = fileURLToPath(new URL('../../', import.meta.url));
const brandsDir = `${repoDir}brands/`;

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

/** The raw (unvalidated) documents of a brand folder with `sampleLanes()`; a fresh copy each call, safe to mutate. */
export function rawBrandDocuments(code: string): { manifest: unknown; permission: unknown; registration: unknown; lanes: unknown } {
  return {
    manifest: readJson(code, 'brand.json'),
    permission: readJson(code, 'permission.json'),
    registration: readJson(code, 'registration.json'),
    lanes: sampleLanes(),
  };
}

/** The documents of a brand folder, validated (throws with the errors when they are not valid). */
export function brandDocuments(code: string): BrandDocuments {
  const result = validateBrandDocuments(rawBrandDocuments(code));
  if (!result.ok) throw new Error(`brands/${code} is not valid: ${JSON.stringify(result.errors)}`);
  return result.value;
}

/**
 * The first brand folder whose (validated) documents have a property; fails naming the property
 * when none has it (the tests that call this need such a brand in brands/).
 */
export function findBrand(property: string, has: (docs: BrandDocuments) => boolean): string {
  const code = BRAND_CODES.find((c) => has(brandDocuments(c)));
  if (code === undefined) throw new Error(`no brand folder in brands/ has ${property} (checked: ${BRAND_CODES.join(', ') || 'none'})`);
  return code;
}

const node = (modId: string, on: boolean, childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({
  modId,
  enabled: on ? '1' : '0',
  childrenNodes,
});

const rule = (over: Partial<RegistrationRule> = {}): RegistrationRule => ({
  enabled: true,
  required: true,
  acceptedPattern: '*',
  patternId: null,
  minLength: null,
  maxLength: null,
  ...over,
});

function baseRegistration(): RegistrationSettings {
  return {
    username: rule({ acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$', patternId: 1, minLength: 6, maxLength: 16 }),
    password: rule({ acceptedPattern: '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]+$', patternId: 5, minLength: 6, maxLength: 20 }),
    confirmPassword: rule({ minLength: 6, maxLength: 20 }),
    mobileNum: rule({ acceptedPattern: '^\\d+$', patternId: 6, minLength: 10, maxLength: 11 }),
    verificationCode: rule({ acceptedPattern: '^\\d+$', patternId: 6, minLength: 4, maxLength: 6 }),
    email: rule({ required: false, acceptedPattern: '^[^@\\s]+@[^@\\s]+\\.[A-Za-z]{2,}$', patternId: 3, maxLength: 100 }),
    qqNum: rule({ enabled: false, required: false }),
  };
}

/**
 * A neutral, valid brand (schemas and cross checks pass; see validate.test.ts): merchant code
 * "demo", grey theme seeds, TY (default) and EN, username and mobile registration with SMS
 * verification, SMS login and free play on, the logged-in-only guard off. A fresh copy each call.
 */
export function baseDocuments(): BrandDocuments {
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
    },
    permission: {
      maintenance: false,
      regionRestriction: false,
      location: { ip: '192.0.2.10', country: 'Testland' },
      info: {
        whitelabel: [
          node('HOME3', true, [node('BANNER3', true)]),
          node('MEMBER3', true, [
            node('REGISTER3', true, [
              node('DIRECTREG3', true),
              node('USERNAMEREG3', true),
              node('MOBILENUMREG3', true, [node('REGMOBVERF3', true), node('MOBILENUMPASSREG3', false)]),
            ]),
            node('LOGIN3', true, [node('MOBILEVERCODELOGIN3', true), node('FREEPLAY3', true), node('LOGINONLY3', false)]),
          ]),
        ],
        register: baseRegistration(),
        resources: [
          { resourceType: 'YOUTUBE', url: 'https://video.example.test/@demo', qrCodeUrl: null, labelNameEn: null },
          { resourceType: 'FACEBOOK', url: 'https://social.example.test/demo', qrCodeUrl: null, labelNameEn: null },
          { resourceType: 'Android', url: 'https://download.example.test/demo/demo.apk', qrCodeUrl: '/qr/android.png', labelNameEn: 'Android app' },
        ],
        customerService: [
          { type: 3, path: 'ZGVtby1jaGF0LWxpbms=Demo1234' },
          { type: 1, path: 'ZGVtby1vdGhlcg==Demo1234' },
        ],
        domainRoute: 'https://route.demo.example.test/api/domains',
        mainDomain: 'demo.example.test',
        analytics: { gtagId: null },
        imageCDNs: ['https://img1.example-cdn.test/demo/', 'https://img2.example-cdn.test/demo'],
        launchGameCDNs: ['https://launch1.example-cdn.test'],
      },
    },
    registration: baseRegistration(),
    lanes: sampleLanes(),
  };
}

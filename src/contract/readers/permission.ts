/**
 * The permission reply (GET /wps/system/status) read as the real client reads it, into what the
 * site uses. Tolerant at the door (switches as "1"/1/true, the whitelabel tree as one root or a
 * list, `type: "3"`, absent or empty CDN lists, unknown properties ignored), strict where safety
 * is at stake (URLs, the analytics id): a part that fails is left out or defaulted and reported.
 * Only a reply with no usable whitelabel tree is unusable as a whole.
 */
import { readFieldRules, type FieldRule } from '../fieldRules';
import { isRecord, type Finding } from '../findings';
import { readSwitch, readWhitelabel } from '../flags';
import { depthExceeds, MAX_DOCUMENT_DEPTH, type SectionCheck } from './check';

export interface Resource {
  type: string;
  url: string;
  qrCodeUrl: string | null;
  label: string | null;
}

export interface CustomerServiceEntry {
  /** 3: the chat link */
  type: number;
  /** ciphertext + 8-char key, decrypted only when opened */
  path: string;
  /** LIVECHAT or VIP (members above rank 4) */
  csType: string | null;
}

export interface Permission {
  maintenance: boolean;
  regionRestriction: boolean;
  location: { ip: string; country: string };
  /** modId -> on */
  flags: Record<string, boolean>;
  /** info.register, the copy of the registration rules (null when absent) */
  register: FieldRule[] | null;
  resources: Resource[];
  customerService: CustomerServiceEntry[];
  /** affiliate domains */
  domainRoute: string[];
  mainDomain: string | null;
  gtagId: string | null;
  imageCDNs: string[];
  launchGameCDNs: string[];
  /** SMS codes go through the phone-auth service (firebase) */
  smsFirebase: boolean;
  /** `info.sms` as sent: the phone-auth adapter reads its provider (readers/phoneAuth.ts) when a sign-in needs it */
  smsProvider: Readonly<Record<string, unknown>> | null;
  /**
   * `info.gw` and `info.geetestSdkVersion` as sent: the human check reads its GeeTest V4 captcha id
   * from them (geetest4.ts readGeetestId, designed) when a check needs it, so the reading stays
   * off the home page
   */
  geetest: { gw: Readonly<Record<string, unknown>>; sdkVersion: unknown } | null;
}

export type PermissionReading = { ok: true; value: Permission; findings: Finding[] } | { ok: false; findings: Finding[] };

const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The reply without its tree: the part the schema validators check (the tree is read by readWhitelabel, without recursion). */
export function withoutWhitelabel(raw: unknown): unknown {
  if (!isRecord(raw) || !isRecord(raw.info)) return raw;
  return { ...raw, info: { ...raw.info, whitelabel: [] } };
}

export function readPermission(raw: unknown, check: SectionCheck): PermissionReading {
  const findings: Finding[] = [];
  if (!isRecord(raw)) return { ok: false, findings: [{ pointer: '', message: 'must be an object (the value of the status reply)', severity: 'error' }] };
  if (depthExceeds(withoutWhitelabel(raw), MAX_DOCUMENT_DEPTH)) {
    return { ok: false, findings: [{ pointer: '', message: `nests deeper than ${MAX_DOCUMENT_DEPTH} levels outside the whitelabel tree`, severity: 'error' }] };
  }
  const info = isRecord(raw.info) ? raw.info : {};
  // without a tree the reply is unusable, but the rest is read all the same: the invalid-config
  // screen lists every problem at once
  let usable = true;
  let flags: Record<string, boolean> = {};
  if (info.whitelabel === undefined || info.whitelabel === null) {
    usable = false;
    findings.push({ pointer: '/info/whitelabel', message: 'is required: without the whitelabel tree the site cannot tell what is on', severity: 'error' });
  } else {
    const tree = readWhitelabel(info.whitelabel);
    findings.push(...tree.findings);
    flags = tree.flags;
    if (Object.keys(flags).length === 0) {
      usable = false;
      findings.push({ pointer: '/info/whitelabel', message: 'holds no usable node', severity: 'error' });
    }
  }

  const switchAt = (key: 'maintenance' | 'regionRestriction') => {
    const { on, known } = readSwitch(raw[key]);
    if (!known) findings.push({ pointer: `/${key}`, message: `must be true or false (read as false)`, severity: 'error' });
    return on;
  };

  /** a part that passes its schema, else undefined (reported) */
  const part = (section: Parameters<SectionCheck>[0], value: unknown, at: string): boolean => {
    const problems = check(section, value, at);
    findings.push(...problems);
    return problems.length === 0;
  };

  const location = isRecord(raw.location) && part('permission.location', raw.location, '/location') ? raw.location : null;

  const resources: Resource[] = [];
  list(info.resources).forEach((r, i) => {
    if (!isRecord(r) || !part('permission.resource', r, `/info/resources/${i}`)) return;
    resources.push({ type: text(r.resourceType), url: text(r.url), qrCodeUrl: typeof r.qrCodeUrl === 'string' ? r.qrCodeUrl : null, label: typeof r.labelNameEn === 'string' ? r.labelNameEn : null });
  });

  const customerService: CustomerServiceEntry[] = [];
  list(info.customerService).forEach((c, i) => {
    if (!isRecord(c) || !part('permission.customerService', c, `/info/customerService/${i}`)) return;
    customerService.push({ type: Number(c.type), path: text(c.path), csType: typeof c.csType === 'string' ? c.csType.toUpperCase() : null });
  });

  const cdns = (key: 'imageCDNs' | 'launchGameCDNs') =>
    list(info[key]).filter((base, i): base is string => part('permission.cdnBase', base, `/info/${key}/${i}`));

  const domainRoute = info.domainRoute === undefined || info.domainRoute === null || !part('permission.domainRoute', info.domainRoute, '/info/domainRoute')
    ? []
    : (Array.isArray(info.domainRoute) ? info.domainRoute : [info.domainRoute]).map(String);
  const mainDomain = typeof info.mainDomain === 'string' && part('permission.mainDomain', info.mainDomain, '/info/mainDomain') ? info.mainDomain : null;
  const analytics = isRecord(info.analytics) && part('permission.analytics', info.analytics, '/info/analytics') ? info.analytics : null;

  let register: FieldRule[] | null = null;
  if (info.register !== undefined && info.register !== null) {
    const rules = readFieldRules(info.register, '/info/register');
    findings.push(...rules.findings);
    register = rules.value;
  }

  const maintenance = switchAt('maintenance');
  const regionRestriction = switchAt('regionRestriction');
  const imageCDNs = cdns('imageCDNs');
  const launchGameCDNs = cdns('launchGameCDNs');
  if (!usable) return { ok: false, findings };
  return {
    ok: true,
    findings,
    value: {
      maintenance,
      regionRestriction,
      location: { ip: text(location?.ip), country: text(location?.country) },
      flags,
      register,
      resources,
      customerService,
      domainRoute,
      mainDomain,
      gtagId: typeof analytics?.gtagId === 'string' && analytics.gtagId !== '' ? analytics.gtagId : null,
      imageCDNs,
      launchGameCDNs,
      smsFirebase: isRecord(info.sms) && readSwitch(info.sms.firebase).on,
      smsProvider: isRecord(info.sms) ? info.sms : null,
      geetest: isRecord(info.gw) ? { gw: info.gw, sdkVersion: info.geetestSdkVersion } : null,
    },
  };
}

/** A resource by type (compared case-insensitively, as the platform's casing varies: Android, IOS, MOBILECONFIG). */
export function findResource(resources: readonly Resource[], type: string): Resource | null {
  return resources.find((r) => r.type.toUpperCase() === type.toUpperCase()) ?? null;
}


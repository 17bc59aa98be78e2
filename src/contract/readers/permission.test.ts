/**
 * The status reply read as the real platform sends it: one fixture per difference from the
 * site's first reading, each asserting what the site gets.
 */
import { describe, expect, it } from 'vitest';
import { passAll, type SectionCheck } from './check';
import { readPermission, withoutWhitelabel } from './permission';
import { sectionCheck } from '../sectionChecks';

/** A status reply shaped as the real platform's (one root node, string types, no CDNs). */
const real = (info: Record<string, unknown> = {}, top: Record<string, unknown> = {}) => ({
  maintenance: false,
  regionRestriction: false,
  location: { ip: '203.0.113.9', country: 'Bangladesh' },
  maintenanceEnd: null,
  unknownTopLevel: { kept: 'and ignored' },
  ...top,
  info: {
    whitelabel: { modId: 'ROOT', enabled: '1', childrenNodes: [{ modId: 'REGGRP', enabled: '1', childrenNodes: [{ modId: 'DIRECTREG3', enabled: '1', childrenNodes: [] }] }] },
    resources: [{ resourceType: 'Android', url: 'https://dl.example.test/app.apk', qrCodeUrl: null }],
    customerService: [{ type: '3', path: 'abc==12345678', csType: 'LIVECHAT' }],
    analytics: { gtagId: '' },
    sms: { firebase: false },
    ...info,
  },
});

const read = (doc: unknown, check: SectionCheck = sectionCheck) => {
  const r = readPermission(doc, check);
  if (!r.ok) throw new Error(JSON.stringify(r.findings));
  return r;
};

describe('readPermission: tolerant at the door', () => {
  it('reads a real-shaped reply without a finding', () => {
    const r = read(real());
    expect(r.findings).toEqual([]);
    expect(r.value.flags).toEqual({ ROOT: true, REGGRP: true, DIRECTREG3: true });
    expect(r.value.customerService).toEqual([{ type: 3, path: 'abc==12345678', csType: 'LIVECHAT' }]);
    expect(r.value.gtagId).toBeNull();
    expect(r.value.imageCDNs).toEqual([]);
    expect(r.value.launchGameCDNs).toEqual([]);
  });

  it.each([
    ['"1"', '1', true],
    ['1', 1, true],
    ['true', true, true],
    ['"0"', '0', false],
  ])('maintenance %s', (_name, value, on) => {
    expect(read(real({}, { maintenance: value })).value.maintenance).toBe(on);
  });

  it('reads a list of roots as well as one root', () => {
    expect(read(real({ whitelabel: [{ modId: 'A', enabled: 1 }, { modId: 'B', enabled: '0' }] })).value.flags).toEqual({ A: true, B: false });
  });

  it('reads domainRoute as a host name or a list of them, mainDomain as a host name', () => {
    expect(read(real({ domainRoute: 'aff.example.test' })).value.domainRoute).toEqual(['aff.example.test']);
    expect(read(real({ domainRoute: ['a.example.test', 'b.example.test'], mainDomain: 'example.test' })).value).toMatchObject({
      domainRoute: ['a.example.test', 'b.example.test'],
      mainDomain: 'example.test',
    });
  });

  it('keeps the CDN lists when given, a same-origin path included', () => {
    expect(read(real({ imageCDNs: ['https://img.example.test', '/cdn'] })).value.imageCDNs).toEqual(['https://img.example.test', '/cdn']);
  });

  it('reads the SMS service switch', () => {
    expect(read(real({ sms: { firebase: '1' } })).value.smsFirebase).toBe(true);
  });
});

describe('readPermission: strict where it matters, one part at a time', () => {
  it('leaves out a resource whose URL is javascript:, and says where', () => {
    const r = read(real({ resources: [{ resourceType: 'FACEBOOK', url: 'javascript:alert(1)' }, { resourceType: 'Android', url: 'https://dl.example.test/a.apk' }] }));
    expect(r.value.resources.map((x) => x.type)).toEqual(['Android']);
    expect(r.findings).toEqual([expect.objectContaining({ pointer: '/info/resources/0/url', severity: 'error' })]);
  });

  it('leaves out an off-site CDN that is not https, and keeps the rest', () => {
    const r = read(real({ imageCDNs: ['http://img.example.test', 'https://img2.example.test'] }));
    expect(r.value.imageCDNs).toEqual(['https://img2.example.test']);
    expect(r.findings.map((f) => f.pointer)).toEqual(['/info/imageCDNs/0']);
  });

  it('drops an analytics id that is not one', () => {
    const r = read(real({ analytics: { gtagId: '<script>' } }));
    expect(r.value.gtagId).toBeNull();
    expect(r.findings[0]?.pointer).toBe('/info/analytics/gtagId');
  });

  it('reads an unknown maintenance value as off and reports it', () => {
    const r = read(real({}, { maintenance: 'no' }));
    expect(r.value.maintenance).toBe(false);
    expect(r.findings).toEqual([expect.objectContaining({ pointer: '/maintenance' })]);
  });

  it('with no part check (passAll) a real reply reads clean', () => {
    expect(readPermission(real(), passAll).findings).toEqual([]);
  });
});

describe('readPermission: unusable only as a whole', () => {
  it.each([
    ['not an object', 'text', ''],
    ['no info', { maintenance: false }, '/info/whitelabel'],
    ['no whitelabel', { info: {} }, '/info/whitelabel'],
    ['an empty tree', { info: { whitelabel: [] } }, '/info/whitelabel'],
  ])('%s', (_name, doc, pointer) => {
    const r = readPermission(doc, sectionCheck);
    expect(r.ok).toBe(false);
    expect(r.findings.map((f) => f.pointer)).toContain(pointer);
  });

  it('a reply nested absurdly deep outside the tree is refused without overflowing the stack', () => {
    let deep: Record<string, unknown> = {};
    const top = deep;
    for (let i = 0; i < 20_000; i++) deep = (deep.x = {}) as Record<string, unknown>;
    const r = readPermission(real({ extra: top }), sectionCheck);
    expect(r.ok).toBe(false);
  });
});

describe('withoutWhitelabel', () => {
  it('empties the tree for the validators and leaves the rest', () => {
    const doc = real();
    expect(withoutWhitelabel(doc)).toEqual({ ...doc, info: { ...doc.info, whitelabel: [] } });
    expect(withoutWhitelabel('x')).toBe('x');
  });
});

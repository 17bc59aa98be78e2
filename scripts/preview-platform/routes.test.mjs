// The preview platform answers every call of the contract, by the contract's own spec.
import { describe, expect, it } from 'vitest';
import { contract } from './contract.mjs';
import { ROUTES } from './server.mjs';

describe('preview platform routes', () => {
  it('has exactly one route for every call of the contract', () => {
    const routed = ROUTES.filter((r) => r.call).map((r) => r.call);
    expect(new Set(routed).size).toBe(routed.length);
    expect([...routed].sort()).toEqual(Object.keys(contract.CALLS).sort());
  });

  it('takes each call route method, path and session need from the contract', () => {
    for (const route of ROUTES.filter((r) => r.call)) {
      const spec = contract.CALLS[route.call];
      expect({ method: route.method, path: route.path, auth: route.auth }).toEqual({ method: spec.method, path: spec.path, auth: Boolean(spec.session) });
    }
  });

  it('keeps its own routes apart from the platform\'s paths (preview-only under /__preview or /cdn)', () => {
    for (const route of ROUTES.filter((r) => !r.call)) expect(route.path).toMatch(/^\/(__preview|cdn)\//);
  });

  it('gives every call name once across the contract areas', () => {
    const names = Object.values(contract.CALL_AREAS).flatMap((area) => Object.keys(area));
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('the contract', () => {
  it('names each platform call once: one method and path, one entry (two names for one call answered two ways)', () => {
    const byCall = new Map();
    for (const [name, spec] of Object.entries(contract.CALLS)) {
      const key = `${spec.method} ${spec.path}`;
      byCall.set(key, [...(byCall.get(key) ?? []), name]);
    }
    expect([...byCall.values()].filter((names) => names.length > 1)).toEqual([]);
  });
});

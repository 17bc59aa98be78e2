import { describe, expect, it } from 'vitest';
import { whitelabelFlags } from './whitelabel.mjs';

const tree = (...nodes) => ({ info: { whitelabel: nodes } });

describe('whitelabelFlags', () => {
  it.each([
    ['nested nodes count', tree({ modId: 'A', enabled: '1', childrenNodes: [{ modId: 'B', enabled: '0' }] }), { A: true, B: false }],
    ['"1", 1 and true are on', tree({ modId: 'A', enabled: 1 }, { modId: 'B', enabled: true }, { modId: 'C', enabled: 'yes' }), { A: true, B: true, C: false }],
    ['a later node wins', tree({ modId: 'A', enabled: '1' }, { modId: 'A', enabled: '0' }), { A: false }],
    ['nodes without modId are walked, not named', tree({ enabled: '1', childrenNodes: [{ modId: 'A', enabled: '1' }] }), { A: true }],
    ['no tree: no flags', { info: {} }, {}],
    ['no document: no flags', undefined, {}],
  ])('%s', (_name, permission, expected) => {
    expect(whitelabelFlags(permission)).toEqual(expected);
  });
});

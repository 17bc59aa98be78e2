import { describe, expect, it } from 'vitest';
import { FLAG, FLAG_GROUP, MAX_WHITELABEL_DEPTH, readSwitch, readWhitelabel } from './flags';

const node = (modId: string, enabled: unknown, childrenNodes: unknown[] = []) => ({ modId, enabled, childrenNodes });

describe('readSwitch: a switch as the real client reads it', () => {
  it.each([
    ['1', true, true],
    [1, true, true],
    [true, true, true],
    ['true', true, true],
    ['0', false, true],
    [0, false, true],
    [false, false, true],
    ['false', false, true],
    [null, false, true],
    [undefined, false, true],
    ['yes', false, false],
    [2, false, false],
    [{}, false, false],
  ])('%j -> on %s, known %s', (value, on, known) => {
    expect(readSwitch(value)).toEqual({ on, known });
  });
});

describe('readWhitelabel', () => {
  it('reads one root node (the real reply) and an array of roots alike', () => {
    const tree = node('ROOT', '1', [node('REGGRP', '1', [node('DIRECTREG3', '1'), node('MOBILENUMREG3', '0')]), node('CBS3', 1)]);
    const expected = { ROOT: true, REGGRP: true, DIRECTREG3: true, MOBILENUMREG3: false, CBS3: true };
    expect(readWhitelabel(tree)).toEqual({ flags: expected, findings: [] });
    expect(readWhitelabel([tree]).flags).toEqual(expected);
  });

  it('reads "1", 1 and true alike', () => {
    expect(readWhitelabel([node('A', '1'), node('B', 1), node('C', true), node('D', '0'), node('E', 0), node('F', false)]).flags).toEqual({
      A: true,
      B: true,
      C: true,
      D: false,
      E: false,
      F: false,
    });
  });

  it('a flag off switches off the flags under it', () => {
    const { flags } = readWhitelabel(node('ROOT', '1', [node('REGGRP', '0', [node('DIRECTREG3', '1', [node('DEEP', '1')])])]));
    expect(flags).toEqual({ ROOT: true, REGGRP: false, DIRECTREG3: false, DEEP: false });
  });

  it('a later node with the same modId wins (depth first)', () => {
    expect(readWhitelabel([node('A', '1', [node('X', '1')]), node('X', '0')]).flags.X).toBe(false);
  });

  it('accepts missing, null and empty childrenNodes', () => {
    expect(readWhitelabel([{ modId: 'A', enabled: '1' }, { modId: 'B', enabled: '1', childrenNodes: null }]).flags).toEqual({ A: true, B: true });
  });

  it('skips a node without modId and reads its children, naming what is wrong', () => {
    const { flags, findings } = readWhitelabel(node('ROOT', '1', [{ enabled: '1', childrenNodes: [node('KEPT', '1')] }]));
    expect(flags).toEqual({ ROOT: true, KEPT: true });
    expect(findings).toEqual([{ pointer: '/info/whitelabel/childrenNodes/0/modId', message: expect.stringContaining('without a modId'), severity: 'error' }]);
  });

  it('reads an unknown switch value as off and names the modId', () => {
    const { flags, findings } = readWhitelabel([node('DIRECTREG3', 'yes')]);
    expect(flags.DIRECTREG3).toBe(false);
    expect(findings[0]).toMatchObject({ pointer: '/info/whitelabel/0/enabled', message: expect.stringMatching(/^DIRECTREG3: must be "1" or "0"/) });
  });

  it('reports nodes that are not objects and children that are not lists', () => {
    const { findings } = readWhitelabel([null, node('A', '1', 'nope' as unknown as unknown[])]);
    expect(findings.map((f) => f.pointer)).toEqual(['/info/whitelabel/0', '/info/whitelabel/1/childrenNodes']);
  });

  it('cuts a tree deeper than the limit there, without recursion: 6,000 levels neither throw nor overflow', () => {
    let deep: ReturnType<typeof node> = node('LEAF', '1');
    for (let i = 6000; i > 0; i--) deep = node(`N${i}`, '1', [deep]);
    const { flags, findings } = readWhitelabel(deep);
    expect(Object.keys(flags)).toHaveLength(MAX_WHITELABEL_DEPTH);
    expect(flags.N1).toBe(true);
    expect(flags.LEAF).toBeUndefined();
    expect(findings).toEqual([expect.objectContaining({ message: expect.stringContaining(`deeper than ${MAX_WHITELABEL_DEPTH} levels`) })]);
  });

  it('gives nothing for no tree at all', () => {
    expect(readWhitelabel(undefined).flags).toEqual({});
  });
});

describe('FLAG_GROUP', () => {
  it('names group nodes that are flags of FLAG where FLAG has them', () => {
    expect(FLAG_GROUP.GAME_LOBBY).toBe(FLAG.GAME_LOBBY);
    expect(FLAG_GROUP.MEMBER_COMMON).toBe(FLAG.MEMBER_COMMON);
  });
});

import { describe, expect, it } from 'vitest';
import { hasRooms, readRooms, type Room } from './rooms';

describe('readRooms', () => {
  it.each<[string, unknown, Room[]]>([
    ['a list under list', { list: [{ roomId: 101, roomName: 'Beginner', minBet: '1.00', onlineCount: 12 }, { roomId: '102', name: 'Pro', minBet: 50 }] },
      [{ roomId: '101', name: 'Beginner', minBet: 1, players: 12 }, { roomId: '102', name: 'Pro', minBet: 50, players: null }]],
    ['a bare list, no name: the id', [{ id: 'R-7' }], [{ roomId: 'R-7', name: 'R-7', minBet: null, players: null }]],
    ['bad ids and duplicates dropped', { rooms: [{ roomId: '<b>' }, { roomId: 'a' }, { roomId: 'a' }, null, { roomId: '' }] }, [{ roomId: 'a', name: 'a', minBet: null, players: null }]],
    ['a negative or odd bet', { content: [{ roomId: 'x', minBet: -5 }, { roomId: 'y', minBet: 'lots' }] }, [{ roomId: 'x', name: 'x', minBet: null, players: null }, { roomId: 'y', name: 'y', minBet: null, players: null }]],
    ['nothing', null, []],
  ])('%s', (_name, raw, expected) => {
    expect(readRooms(raw)).toEqual(expected);
  });
});

describe('hasRooms', () => {
  it.each<[string, Parameters<typeof hasRooms>[0], boolean]>([
    ['a PVP game', { gameType: 'PVP', nodeId: 10321 }, true],
    ['lower case type', { gameType: 'pvp', nodeId: '7' }, true],
    ['a PVP game that is a room already', { gameType: 'PVP', nodeId: 1, roomId: 'r1' }, false],
    ['an empty room id still lists', { gameType: 'PVP', nodeId: 1, roomId: ' ' }, true],
    ['no node to ask about', { gameType: 'PVP', nodeId: null }, false],
    ['a slot', { gameType: 'RNG', nodeId: 5 }, false],
    ['no type', { nodeId: 5 }, false],
  ])('%s', (_name, game, expected) => {
    expect(hasRooms(game)).toBe(expected);
  });
});

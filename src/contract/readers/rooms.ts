/**
 * GLS2_roomList: the rooms of a game that has them (PvP tables, live lobbies). Each room launches
 * the game with its `roomId` (launchGame's `gameId or roomId`). The reply's nesting is not in the
 * real client's public code: a bare list, `list`, `rooms` or `content` is read.
 */
import { isRecord } from '../findings';

export interface Room {
  roomId: string;
  name: string;
  /** the room's minimum bet, when the platform says it */
  minBet: number | null;
  /** players seated, when it says */
  players: number | null;
}

const ROOM_ID = /^[A-Za-z0-9_.:-]{1,64}$/;

const num = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  return Number.isFinite(n) && n >= 0 ? n : null;
};

export function readRooms(raw: unknown): Room[] {
  const value = isRecord(raw) ? raw : {};
  const list = Array.isArray(raw) ? raw : [value.list, value.rooms, value.content].find(Array.isArray) ?? [];
  const rooms: Room[] = [];
  for (const r of list) {
    if (!isRecord(r)) continue;
    const roomId = String(r.roomId ?? r.id ?? '');
    if (!ROOM_ID.test(roomId) || rooms.some((k) => k.roomId === roomId)) continue;
    const name = [r.roomName, r.name, r.displayName].find((v): v is string => typeof v === 'string' && v.trim() !== '')?.trim() ?? roomId;
    rooms.push({ roomId, name, minBet: num(r.minBet), players: num(r.onlineCount ?? r.players) });
  }
  return rooms;
}

/**
 * DESIGNED (the real client keeps GLS2_roomList beside launchGame in its PvP module; which games
 * have rooms is not in its public code; docs/brand-folder-and-endpoints.md): a PVP game chosen
 * without a room of its own lists its rooms first, and a room launches with its `roomId`.
 */
export const ROOM_GAME_TYPES: readonly string[] = ['PVP'];

export function hasRooms(game: { gameType?: unknown; roomId?: unknown; nodeId?: unknown }): boolean {
  const hasRoom = game.roomId !== undefined && game.roomId !== null && String(game.roomId).trim() !== '';
  const hasNode = game.nodeId !== undefined && game.nodeId !== null && String(game.nodeId).trim() !== '';
  return !hasRoom && hasNode && ROOM_GAME_TYPES.includes(String(game.gameType ?? '').toUpperCase());
}

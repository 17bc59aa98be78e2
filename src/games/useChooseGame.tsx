/**
 * Choosing a game card: a game with rooms (contract readers/rooms.ts `hasRooms`) lists its rooms
 * in a dialog first (login first: the room list needs a session); any other launches at once.
 * The caller renders `roomPicker`.
 */
import { useCallback, useState, type ReactNode } from 'react';
import { hasRooms } from '../contract/readers/rooms';
import { useRequireLogin } from '../session/useRequireLogin';
import { lazySlot } from '../ui/lazySlot';
import { useOpenGame, type GameTarget } from './useOpenGame';

// the dialog loads only when a game with rooms is chosen
const LazyRoomPicker = lazySlot(() => import('./RoomPickerModal').then((m) => m.default));

export function useChooseGame(): { choose: (game: GameTarget) => void; roomsShown: boolean; roomPicker: ReactNode } {
  const openGame = useOpenGame();
  const requireLogin = useRequireLogin();
  const [roomsOf, setRoomsOf] = useState<GameTarget | null>(null);
  const choose = useCallback(
    (game: GameTarget) => {
      if (hasRooms(game)) requireLogin(() => setRoomsOf(game));
      else openGame(game);
    },
    [openGame, requireLogin],
  );
  const roomPicker = roomsOf && <LazyRoomPicker game={roomsOf} onClose={() => setRoomsOf(null)} onLaunch={openGame} />;
  return { choose, roomsShown: roomsOf !== null, roomPicker };
}

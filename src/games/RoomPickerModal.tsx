/**
 * The rooms of a game that has them (GLS2_roomList): choosing one launches the game in that room
 * (`roomId`). Loading, the platform's error with a retry, and an empty list, which offers the game
 * itself, so the dialog never ends nowhere.
 */
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { call } from '../api/client';
import { roomList } from '../contract/calls/games';
import { readRooms } from '../contract/readers/rooms';
import { tokenAtom } from '../session/session';
import { Button } from '../ui/Button';
import { formatMoney } from '../ui/format';
import { Modal } from '../ui/Modal';
import { QueryStatus } from '../ui/QueryStatus';
import type { GameTarget } from './useOpenGame';
import { vars } from '../theme/cssVariables';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space.sm};
`;

const RoomButton = styled.button`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.sm};
  width: 100%;
  min-height: 44px;
  padding: ${vars.space.sm} ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover { border-color: ${vars.color.primary}; }
  &:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 2px; }
`;

const Name = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Facts = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${vars.space.md};
`;

export interface RoomPickerProps {
  game: GameTarget;
  onClose: () => void;
  /** launches the game, in a room or (no rooms) by itself */
  onLaunch: (game: GameTarget) => void;
}

export default function RoomPickerModal({ game, onClose, onLaunch }: RoomPickerProps) {
  const { t } = useTranslation();
  const token = useAtomValue(tokenAtom);
  const name = game.displayName || game.gameName || game.vassalage;
  const rooms = useQuery({
    queryKey: ['roomList', game.nodeId, game.vassalage, token],
    queryFn: ({ signal }) => call<unknown>(roomList, { params: { nodeId: String(game.nodeId), vassalage: game.vassalage, gameType: String(game.gameType) }, signal }).then(readRooms),
    enabled: Boolean(token),
  });
  const launch = (roomId: string | null) => {
    onClose();
    onLaunch(roomId ? { ...game, roomId } : game);
  };
  return (
    <Modal title={t('games.roomsOf', { name })} onClose={onClose} testId="room-picker">
      <QueryStatus
        query={rooms}
        isEmpty={(list) => list.length === 0}
        empty={
          <>
            {t('games.noRooms')}
            <Actions>
              <Button $variant="primary" data-testid="room-play-game" onClick={() => launch(null)}>
                {t('games.open', { name })}
              </Button>
            </Actions>
          </>
        }
      >
        {(list) => (
          <List aria-label={t('games.roomsOf', { name })}>
            {list.map((room) => (
              <li key={room.roomId}>
                <RoomButton type="button" data-testid={`room-${room.roomId}`} onClick={() => launch(room.roomId)}>
                  <Name>{room.name}</Name>
                  <Facts>
                    {[
                      room.minBet !== null ? t('games.minBet', { amount: formatMoney(room.minBet) }) : null,
                      room.players !== null ? t('games.roomPlayers', { count: room.players }) : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Facts>
                </RoomButton>
              </li>
            ))}
          </List>
        )}
      </QueryStatus>
    </Modal>
  );
}

/**
 * The winners list (spec: "winners list"; GCSGAME_getRankList, its shape designed in
 * contract/calls/rewards.ts): recent wins, newest first. A chunk of its own that the home page
 * loads once its place comes near the viewport, inside a box of fixed height, so nothing moves.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { call } from '../../api/client';
import * as rewardCalls from '../../contract/calls/rewards';
import { readWinners } from '../../contract/readers/rewards';
import { formatCents } from '../../ui/formatCents';
import { QueryStatus } from '../../ui/QueryStatus';
import { vars } from '../../theme/cssVariables';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 2px;
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr) auto;
    gap: ${vars.space.sm};
    padding: ${vars.space.xs} ${vars.space.sm};
    border-radius: ${vars.radius.sm};
    background: ${vars.color.surface};
    font-size: ${vars.fontSize.sm};
    span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    strong { font-variant-numeric: tabular-nums; color: ${vars.color.success}; }
  }
`;

export function WinnersList() {
  const { t } = useTranslation();
  const winners = useQuery({
    queryKey: ['winners'],
    queryFn: () => call<unknown>(rewardCalls.winnersList, { params: { size: 10 } }).then(readWinners),
    staleTime: 60_000,
    refetchInterval: 60_000,
  });
  return (
    <QueryStatus query={winners} isEmpty={(d) => d.length === 0} empty={t('winners.none')}>
      {(list) => (
        <List data-testid="winners-list" aria-label={t('winners.title')}>
          {list.map((w, i) => (
            <li key={`${w.name}-${i}`}>
              <span>{w.name}</span>
              <span>{w.game}</span>
              <strong>{formatCents(w.amountCents)}</strong>
            </li>
          ))}
        </List>
      )}
    </QueryStatus>
  );
}

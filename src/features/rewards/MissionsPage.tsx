/**
 * missionLeaderboard: the missions with their progress (it grows as the player plays) and a claim
 * once complete, the milestones reached by completing missions, and the leaderboard with the
 * player's own place. The open count is the personal centre menu's badge (session/missions.ts).
 */
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';
import * as rewards from '../../contract/calls/rewards';
import { readRewardGain, type Mission } from '../../contract/readers/rewards';
import { useMissionSummary } from '../../session/missions';
import { Button } from '../../ui/Button';
import { QueryStatus } from '../../ui/QueryStatus';
import { ErrorMessage } from '../../ui/StatusMessage';
import { gainText } from './gain';
import { Item, Items, Notice, Progress, Section, Stack } from './parts';
import { Table, TableScroll } from '../../ui/formParts';
import { useAfterGain, useLeaderboard, useMilestones } from './queries';
import { formatCount } from '../../ui/format';
import { useOneAtATime } from '../../api/oneAtATime';
import { takeLostFocus } from '../../ui/lostFocus';

function MissionRow({ mission }: { mission: Mission }) {
  const { t } = useTranslation();
  const afterGain = useAfterGain();
  // one claim however fast the clicks (api/oneAtATime): the button comes back once the rows are new
  const claim = useOneAtATime({ mutationFn: () => call<unknown>(rewards.claimMission, { body: { missionId: mission.id } }).then(readRewardGain), onSuccess: afterGain });
  const reward = gainText(t, { bonusCents: mission.bonusCents, points: mission.points, ticketName: null, ticketQuantity: 0 });
  return (
    <Item data-testid={`mission-${mission.id}`} data-status={mission.status}>
      <div style={{ flex: '1 1 220px' }}>
        <strong>{mission.name}</strong>
        {mission.description && <small>{mission.description}</small>}
        <Progress current={mission.current} target={mission.target} label={t('rewards.missions.progressOf', { name: mission.name })} />
        <small data-testid={`mission-progress-${mission.id}`}>{t('rewards.missions.progress', { current: mission.current, target: mission.target })} · {reward}</small>
        {claim.isSuccess && <Notice role="status" ref={takeLostFocus}>{t('rewards.claimed', { gain: gainText(t, claim.data) })}</Notice>}
        {claim.isError && <ErrorMessage error={claim.error} />}
      </div>
      {mission.status === 'completed' && !claim.isSuccess ? (
        <Button $size="sm" $busy={claim.isPending} data-testid={`mission-claim-${mission.id}`} onClick={() => claim.run()}>
          {claim.isPending ? t('rewards.working') : t('rewards.claim')}
        </Button>
      ) : (
        <small>{t(`rewards.missions.status.${mission.status}`)}</small>
      )}
    </Item>
  );
}

function Milestones() {
  const { t } = useTranslation();
  const milestones = useMilestones();
  return (
    <Section aria-labelledby="missions-milestones">
      <h2 id="missions-milestones">{t('rewards.missions.milestones')}</h2>
      <QueryStatus query={milestones} isEmpty={(d) => d.length === 0} empty={t('rewards.none')}>
        {(list) => (
          <Items>
            {list.map((m) => (
              <Item key={m.id} data-testid={`milestone-${m.id}`} data-reached={m.reached}>
                <div>
                  <strong>{m.name}</strong>
                  <small>{t('rewards.missions.milestoneTarget', { count: m.target })} · {gainText(t, { ...m, ticketName: null, ticketQuantity: 0 })}</small>
                </div>
                <small>{m.reached ? t('rewards.missions.reached') : t('rewards.missions.notReached')}</small>
              </Item>
            ))}
          </Items>
        )}
      </QueryStatus>
    </Section>
  );
}

function Leaderboard() {
  const { t } = useTranslation();
  const board = useLeaderboard();
  return (
    <Section aria-labelledby="missions-leaderboard">
      <h2 id="missions-leaderboard">{t('rewards.missions.leaderboard')}</h2>
      <QueryStatus query={board} isEmpty={(d) => d.list.length === 0} empty={t('rewards.none')}>
        {(d) => (
          <>
            {d.myRank !== null && <p data-testid="leaderboard-mine">{t('rewards.missions.myRank', { rank: d.myRank, score: d.myScore })}</p>}
            <TableScroll>
              <Table>
                <thead>
                  <tr><th>{t('rewards.missions.rank')}</th><th>{t('rewards.missions.player')}</th><th className="num">{t('rewards.missions.score')}</th></tr>
                </thead>
                <tbody>
                  {d.list.map((row) => (
                    <tr key={`${row.rank}-${row.name}`} aria-current={row.rank === d.myRank ? 'true' : undefined}>
                      <td>{row.rank}</td>
                      <td>{row.name}</td>
                      <td className="num">{formatCount(row.score)}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableScroll>
          </>
        )}
      </QueryStatus>
    </Section>
  );
}

export default function MissionsPage() {
  const { t } = useTranslation();
  const summary = useMissionSummary();
  return (
    <Stack data-testid="missions-page">
      <Section aria-labelledby="missions-list">
        <h2 id="missions-list">{t('rewards.missions.title')}</h2>
        <QueryStatus query={summary} isEmpty={(d) => d.missions.length === 0} empty={t('rewards.missions.none')}>
          {(d) => (
            <Items>
              {d.missions.map((m) => (
                <MissionRow key={m.id} mission={m} />
              ))}
            </Items>
          )}
        </QueryStatus>
      </Section>
      <Milestones />
      <Leaderboard />
    </Stack>
  );
}

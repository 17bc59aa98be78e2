/**
 * Team management: the downlines (direct or the whole team), searched by username, 13 to a page
 * with the spec's pager; a member opens its card (member P/L over a range, and the changes the
 * flags allow: password, mobile, nickname, a transfer).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Downline } from '../../../contract/readers/agent';
import { Button } from '../../../ui/Button';
import { Chip, ChipGroup } from '../../../ui/Chips';
import { formatCents } from '../../../ui/formatCents';
import { formatDateTime } from '../../../ui/formatDateTime';
import { Toolbar } from '../common';
import { MemberCard } from './MemberCard';
import { MemberSearch, TeamTable, useTeamSearch, type TeamScope } from './teamSearch';

export default function TeamPage() {
  const { t } = useTranslation();
  const [scope, setScope] = useState<TeamScope>('DIRECT');
  const list = useTeamSearch(scope);
  const { search, setSearch, setPage, team } = list;
  const [open, setOpen] = useState<Downline | null>(null);
  // the card shows the member as the list has it now (its balance after a transfer)
  const current = open ? (team.data?.rows.find((d) => d.customerId === open.customerId) ?? open) : null;
  return (
    <>
      <Toolbar>
        <ChipGroup label={t('agentCentre.team.scope')}>
          {(['DIRECT', 'ALL'] as const).map((s) => (
            <Chip key={s} active={scope === s} onClick={() => { setScope(s); setPage(1); }} testId={`agent-team-scope-${s}`}>
              {t(`agentCentre.team.${s === 'DIRECT' ? 'direct' : 'all'}`)}
            </Chip>
          ))}
        </ChipGroup>
        <MemberSearch value={search} onChange={setSearch} testId="agent-team-search" />
      </Toolbar>
      <TeamTable
        list={list}
        testId="agent-team-table"
        head={
          <tr>
            <th>{t('agentCentre.columns.member')}</th>
            <th>{t('agentCentre.team.type')}</th>
            <th className="num">{t('agentCentre.team.level')}</th>
            <th className="num">{t('agentCentre.team.balance')}</th>
            <th>{t('agentCentre.team.registered')}</th>
            <th>{t('agentCentre.team.lastLogin')}</th>
          </tr>
        }
        row={(d) => (
          <tr key={d.customerId} data-testid="agent-team-row" data-username={d.username}>
            <td>
              <Button $variant="ghost" $size="sm" onClick={() => setOpen(d)} data-testid="agent-team-open">
                {d.username}
              </Button>
              {d.nickname && d.nickname !== d.username && <small> {d.nickname}</small>}
            </td>
            <td>{t(`agentCentre.register.type${d.type === 0 ? 'Player' : 'Agent'}`)}</td>
            <td className="num">{d.level}</td>
            <td className="num" data-testid="agent-team-balance">{formatCents(d.balanceCents)}</td>
            <td>{formatDateTime(d.registered)}</td>
            <td>{formatDateTime(d.lastLogin)}</td>
          </tr>
        )}
      />
      {current && <MemberCard member={current} onClose={() => setOpen(null)} />}
    </>
  );
}

/**
 * Team management: the downlines (direct or the whole team), searched by username, 13 to a page
 * with the spec's pager; a member opens its card (member P/L over a range, and the changes the
 * flags allow: password, mobile, nickname, a transfer).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { subordinates } from '../../../contract/calls/agent';
import { AGENT_PAGE_SIZE, readSubordinates, type Downline } from '../../../contract/readers/agent';
import { Button } from '../../../ui/Button';
import { Chip, ChipGroup } from '../../../ui/Chips';
import { Field, Input, Table } from '../../../ui/formParts';
import { formatCents } from '../../../ui/formatCents';
import { formatDateTime } from '../../../ui/formatDateTime';
import { QueryStatus } from '../../../ui/QueryStatus';
import { Pager } from '../../../ui/records/RecordControls';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';
import { Scroll, Toolbar, useAgentQuery } from '../common';
import { MemberCard } from './MemberCard';

type Scope = 'DIRECT' | 'ALL';

export default function TeamPage() {
  const { t } = useTranslation();
  const [scope, setScope] = useState<Scope>('DIRECT');
  const [search, setSearch] = useState('');
  const name = useDebouncedValue(search.trim(), 400);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Downline | null>(null);
  const team = useAgentQuery(['team'], subordinates, { subordinateType: scope, subordinateName: name, page, size: AGENT_PAGE_SIZE }, readSubordinates);
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
        <Field>
          {t('agentCentre.searchMember')}
          <Input type="search" value={search} onChange={(e) => { setSearch(e.target.value); setPage(1); }} data-testid="agent-team-search" />
        </Field>
      </Toolbar>
      <QueryStatus query={team} isEmpty={(p) => p.rows.length === 0} empty={t('agentCentre.team.empty')}>
        {({ rows, totalPages }) => (
          <>
            <Scroll>
              <Table data-testid="agent-team-table" aria-busy={team.isFetching || undefined}>
                <thead>
                  <tr>
                    <th>{t('agentCentre.columns.member')}</th>
                    <th>{t('agentCentre.team.type')}</th>
                    <th className="num">{t('agentCentre.team.level')}</th>
                    <th className="num">{t('agentCentre.team.balance')}</th>
                    <th>{t('agentCentre.team.registered')}</th>
                    <th>{t('agentCentre.team.lastLogin')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((d) => (
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
                  ))}
                </tbody>
              </Table>
            </Scroll>
            <Pager page={page} total={totalPages} onPage={setPage} />
          </>
        )}
      </QueryStatus>
      {current && <MemberCard member={current} onClose={() => setOpen(null)} />}
    </>
  );
}

/** The team as team management and the red envelope list it: searched by username (debounced), 13 to a page. */
import type { QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { subordinates } from '../../../contract/calls/agent';
import { AGENT_PAGE_SIZE, readSubordinates, type Downline } from '../../../contract/readers/agent';
import type { RecordPage } from '../../../contract/readers/recordPage';
import { Field, Input, Table } from '../../../ui/formParts';
import { QueryStatus } from '../../../ui/QueryStatus';
import { Pager } from '../../../ui/records/RecordControls';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';
import { Scroll, useAgentQuery } from '../common';

/** DIRECT: the agent's own downlines; ALL: the whole team (a search looks through the whole team either way). */
export type TeamScope = 'DIRECT' | 'ALL';

/** What useAgentQuery makes of `['team']`: every page and search of the team starts with it. */
const TEAM_KEY = ['agent', 'team'] as const;

/**
 * Writes a change the platform has accepted into every cached page of the team, so a card opened
 * again at once shows it, not the row as it was before the list's refetch comes back.
 */
export function patchDownline(queryClient: QueryClient, customerId: string, patch: Partial<Downline>) {
  queryClient.setQueriesData<RecordPage<Downline, null>>({ queryKey: TEAM_KEY }, (old) =>
    old && { ...old, rows: old.rows.map((d) => (d.customerId === customerId ? { ...d, ...patch } : d)) },
  );
}

export function useTeamSearch(scope: TeamScope) {
  const [search, setSearchText] = useState('');
  const name = useDebouncedValue(search.trim(), 400);
  const [page, setPage] = useState(1);
  const team = useAgentQuery(['team'], subordinates, { subordinateType: scope, subordinateName: name, page, size: AGENT_PAGE_SIZE }, readSubordinates);
  // a new search starts on its first page
  const setSearch = (text: string) => {
    setSearchText(text);
    setPage(1);
  };
  return { search, setSearch, page, setPage, team };
}

export function MemberSearch({ value, onChange, testId }: { value: string; onChange: (text: string) => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <Field>
      {t('agentCentre.searchMember')}
      <Input type="search" value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId} />
    </Field>
  );
}

/**
 * One page of the team: the columns the page gives (`head`, `row`), the pager below, "no member
 * found" when empty. `fits`: its few short columns fit a phone, so it does not scroll sideways.
 */
export function TeamTable({ list, onPage, testId, head, row, fits }: { list: ReturnType<typeof useTeamSearch>; onPage?: (page: number) => void; testId: string; head: ReactNode; row: (d: Downline) => ReactNode; fits?: boolean }) {
  const { t } = useTranslation();
  const { team, page, setPage } = list;
  return (
    <QueryStatus query={team} isEmpty={(p) => p.rows.length === 0} empty={t('agentCentre.team.empty')}>
      {({ rows, totalPages }) => (
        <>
          <Scroll $fits={fits}>
            <Table data-testid={testId} aria-busy={team.isFetching || undefined}>
              <thead>{head}</thead>
              <tbody>{rows.map(row)}</tbody>
            </Table>
          </Scroll>
          <Pager page={page} total={totalPages} onPage={onPage ?? setPage} />
        </>
      )}
    </QueryStatus>
  );
}

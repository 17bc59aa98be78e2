/**
 * A contract page (dividend, daily, hourly or real-time salary): the spec's wording of how it
 * pays, the contract this account holds (and ending it), offers waiting for an answer, offering a
 * contract to a direct downline (no higher than the own rate, in the platform's steps), the
 * downlines' contracts and their states, the history, and for real-time salary its settlements.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/client';
import { useOneAtATime } from '../../../api/oneAtATime';
import { realTimeSalarySettlements } from '../../../contract/calls/agent';
import { CONTRACT_KINDS, type ContractKind } from '../../../contract/contractKinds';
import { AGENT_PAGE_SIZE, basisPointsToRate, readContractHistory, readContractInfo, readSettlements, type ContractEntry, type ContractInfo } from '../../../contract/readers/agent';
import { Button } from '../../../ui/Button';
import { Field, Figure, Figures, Form, Input, Note, Problem, Select, Table } from '../../../ui/formParts';
import { formatCents } from '../../../ui/formatCents';
import { formatDateTime } from '../../../ui/formatDateTime';
import { SectionHeading } from '../../../ui/Page';
import { Panel } from '../../../ui/Panel';
import { QueryStatus } from '../../../ui/QueryStatus';
import { Pager, RangePicker } from '../../../ui/records/RecordControls';
import { presetRange, type Range } from '../../../ui/records/range';
import { useErrorText } from '../../../ui/StatusMessage';
import { dayParams, Scroll, useAgentQuery } from '../common';
import { formatRate, offerRate } from '../rules';
import { OfferAnswer, useProcessContract } from './OfferAnswer';

function StatusCell({ entry }: { entry: ContractEntry }) {
  const { t } = useTranslation();
  return <span data-testid="agent-contract-status" data-status={entry.status}>{t(`agentCentre.contracts.status.${entry.status}`)}</span>;
}

function Own({ kind, info }: { kind: ContractKind; info: ContractInfo }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const process = useProcessContract(kind);
  const own = info.own;
  const [confirm, setConfirm] = useState(false);
  const fromPlatform = own?.contractId.startsWith('PLATFORM') ?? false;
  return (
    <Panel>
      <Figures data-testid="agent-contract-own">
        <Figure label={t('agentCentre.contracts.myRate')} testId="agent-contract-own-rate">{own ? formatRate(own.rateBp) : t('agentCentre.contracts.none')}</Figure>
        {own && !fromPlatform && <Figure label={t('agentCentre.contracts.from')}>{own.customerName}</Figure>}
      </Figures>
      {own && !fromPlatform && own.status === 'A' && (
        <>
          {confirm && <Problem role="alert">{t('agentCentre.contracts.terminateWarning')}</Problem>}
          {process.isError && <Problem role="alert">{errorText(process.error)}</Problem>}
          <Button
            $variant="outline"
            $size="sm"
            $busy={process.isPending}
            onClick={() => (confirm ? process.run({ contractId: own.contractId, action: 'T' }) : setConfirm(true))}
            data-testid="agent-contract-terminate"
          >
            {confirm ? t('agentCentre.contracts.terminateConfirm') : t('agentCentre.contracts.terminate')}
          </Button>
        </>
      )}
    </Panel>
  );
}

function Offer({ kind, info }: { kind: ContractKind; info: ContractInfo }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [customerId, setCustomerId] = useState(info.team[0]?.customerId ?? '');
  const [rate, setRate] = useState('');
  const [shown, setShown] = useState(false);
  const checked = offerRate(rate, info.maxBp, info.stepBp);
  const offer = useOneAtATime({
    mutationFn: (body: Record<string, unknown>) => call(CONTRACT_KINDS[kind].offer, { body }),
    onSuccess: () => {
      setRate('');
      setShown(false);
      void queryClient.invalidateQueries({ queryKey: ['agent'] });
    },
  });
  if (info.team.length === 0 || info.maxBp === 0) return null;
  return (
    <Form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setShown(true);
        if ('bp' in checked && customerId) offer.run({ customerId, rate: basisPointsToRate(checked.bp), token: '' });
      }}
      data-testid="agent-contract-offer"
    >
      <SectionHeading>{t('agentCentre.contracts.offerTitle')}</SectionHeading>
      <Field>
        {t('agentCentre.contracts.downline')}
        <Select value={customerId} onChange={(e) => setCustomerId(e.target.value)} data-testid="agent-contract-downline">
          {info.team.map((m) => (
            <option key={m.customerId} value={m.customerId}>
              {m.username}
            </option>
          ))}
        </Select>
      </Field>
      <Field>
        {t('agentCentre.contracts.rate', { max: formatRate(info.maxBp), step: formatRate(info.stepBp) })}
        <Input inputMode="decimal" value={rate} onChange={(e) => setRate(e.target.value)} aria-invalid={shown && 'problem' in checked ? true : undefined} data-testid="agent-contract-rate" />
      </Field>
      {shown && 'problem' in checked && <Problem role="alert" data-testid="agent-contract-rate-problem">{t(`agentCentre.rate.${checked.problem}`, { max: formatRate(info.maxBp), step: formatRate(info.stepBp) })}</Problem>}
      {/* the platform's answer to the last offer sent, not beside the page's objection to the rate now typed */}
      {offer.isError && !(shown && 'problem' in checked) && <Problem role="alert" data-testid="agent-contract-offer-error">{errorText(offer.error)}</Problem>}
      {offer.isSuccess && <Note role="status" data-testid="agent-contract-offer-done">{t('agentCentre.contracts.offered')}</Note>}
      <Button type="submit" $busy={offer.isPending} data-testid="agent-contract-offer-submit">
        {t('agentCentre.contracts.offerSubmit')}
      </Button>
    </Form>
  );
}

function Downlines({ info }: { info: ContractInfo }) {
  const { t } = useTranslation();
  if (info.downlines.length === 0) return null;
  return (
    <>
      <SectionHeading>{t('agentCentre.contracts.downlines')}</SectionHeading>
      <Scroll>
        <Table data-testid="agent-contract-downlines">
          <thead>
            <tr>
              <th>{t('agentCentre.columns.member')}</th>
              <th className="num">{t('agentCentre.contracts.rateColumn')}</th>
              <th>{t('agentCentre.contracts.statusColumn')}</th>
              <th>{t('money.records.time')}</th>
            </tr>
          </thead>
          <tbody>
            {info.downlines.map((c) => (
              <tr key={c.contractId} data-testid="agent-contract-downline-row" data-username={c.customerName}>
                <td>{c.customerName}</td>
                <td className="num">{formatRate(c.rateBp)}</td>
                <td><StatusCell entry={c} /></td>
                <td>{formatDateTime(c.at)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
    </>
  );
}

function History({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useAgentQuery([kind, 'history'], CONTRACT_KINDS[kind].history, { page, size: AGENT_PAGE_SIZE }, readContractHistory);
  return (
    <>
      <SectionHeading>{t('agentCentre.contracts.history')}</SectionHeading>
      <QueryStatus query={history} isEmpty={(p) => p.rows.length === 0} empty={t('agentCentre.empty')}>
        {({ rows, totalPages }) => (
          <>
            <Scroll>
              <Table data-testid="agent-contract-history">
                <thead>
                  <tr>
                    <th>{t('money.records.time')}</th>
                    <th>{t('agentCentre.columns.member')}</th>
                    <th className="num">{t('agentCentre.contracts.rateColumn')}</th>
                    <th>{t('agentCentre.contracts.statusColumn')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((c) => (
                    <tr key={`${c.contractId}-${c.status}`}>
                      <td>{formatDateTime(c.at)}</td>
                      <td>{c.customerName}</td>
                      <td className="num">{formatRate(c.rateBp)}</td>
                      <td><StatusCell entry={c} /></td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </Scroll>
            <Pager page={page} total={totalPages} onPage={setPage} />
          </>
        )}
      </QueryStatus>
    </>
  );
}

function Settlements() {
  const { t } = useTranslation();
  const [range, setRange] = useState<Range>(() => presetRange('last7', new Date()));
  const [page, setPage] = useState(1);
  const list = useAgentQuery(['settlements'], realTimeSalarySettlements, { ...dayParams(range), page, size: AGENT_PAGE_SIZE }, readSettlements);
  return (
    <>
      <SectionHeading>{t('agentCentre.contracts.settlements')}</SectionHeading>
      <RangePicker maxDays={90} onChange={(r) => { setRange(r); setPage(1); }} />
      <QueryStatus query={list} isEmpty={(p) => p.rows.length === 0} empty={t('agentCentre.contracts.noSettlements')}>
        {({ rows, totalPages, totals }) => (
          <>
            <Scroll>
              <Table data-testid="agent-settlements">
                <thead>
                  <tr>
                    <th>{t('money.records.time')}</th>
                    <th className="num">{t('agentCentre.contracts.teamValidBet')}</th>
                    <th className="num">{t('agentCentre.contracts.rateColumn')}</th>
                    <th className="num">{t('money.amount.label')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((s) => (
                    <tr key={s.key} data-testid="agent-settlement-row">
                      <td>{formatDateTime(s.at)}</td>
                      <td className="num">{formatCents(s.teamValidBetCents)}</td>
                      <td className="num">{formatRate(s.rateBp)}</td>
                      <td className="num">{formatCents(s.cents)}</td>
                    </tr>
                  ))}
                </tbody>
                {totals && (
                  <tfoot>
                    <tr>
                      <td colSpan={3}>{t('agentCentre.total')}</td>
                      <td className="num" data-testid="agent-settlements-total">{formatCents(totals.cents)}</td>
                    </tr>
                  </tfoot>
                )}
              </Table>
            </Scroll>
            <Pager page={page} total={totalPages} onPage={setPage} />
          </>
        )}
      </QueryStatus>
    </>
  );
}

export function ContractPage({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const info = useAgentQuery([kind, 'info'], CONTRACT_KINDS[kind].info, undefined, readContractInfo);
  return (
    <>
      <Note data-testid="agent-contract-wording">{t(`agentCentre.contracts.wording.${kind}`)}</Note>
      <QueryStatus query={info}>
        {(i) => (
          <>
            <Own kind={kind} info={i} />
            {i.offers.map((o) => (
              <Panel key={o.contractId}>
                <OfferAnswer kind={kind} offer={o} given={i.downlines} />
              </Panel>
            ))}
            <Offer kind={kind} info={i} />
            <Downlines info={i} />
          </>
        )}
      </QueryStatus>
      {kind === 'realTimeSalary' && <Settlements />}
      <History kind={kind} />
    </>
  );
}

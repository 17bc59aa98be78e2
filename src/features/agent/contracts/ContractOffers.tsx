/**
 * Contract offers on the site (the desktop shell's offer popups): wherever a player or an agent
 * is, an offer of a dividend or salary contract waiting for their answer opens as a dialog with
 * accept and reject (and the lower-rate warning). Loaded by the shell as a watcher, after the
 * player's header, so the home page carries none of it; it asks only for the kinds the brand has on.
 */
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/client';
import { useBrand } from '../../../brand/context';
import { CONTRACT_KINDS, type ContractKind } from '../../../contract/contractKinds';
import { FLAG } from '../../../contract/flags';
import { readContractInfo } from '../../../contract/readers/agent';
import { SESSION_QUERY } from '../../../session/member';
import { tokenAtom } from '../../../session/session';
import { Modal } from '../../../ui/Modal';
import { OfferAnswer } from './OfferAnswer';

const KIND_FLAGS: Record<ContractKind, string> = { dividend: FLAG.AGENT_DIVIDEND, dailySalary: FLAG.AGENT_DAILY_SALARY, hourlySalary: FLAG.AGENT_HOURLY_SALARY, realTimeSalary: FLAG.AGENT_REALTIME_SALARY };
const KINDS = Object.keys(CONTRACT_KINDS) as ContractKind[];

export default function ContractOffers() {
  const { t } = useTranslation();
  const { flags } = useBrand();
  const token = useAtomValue(tokenAtom);
  const kinds = KINDS.filter((k) => flags[KIND_FLAGS[k]] === true);
  const [dismissed, setDismissed] = useState<readonly string[]>([]);
  const offers = useQuery({
    queryKey: ['agent', 'offers', token, kinds],
    queryFn: async () => {
      const infos = await Promise.all(kinds.map((k) => call<unknown>(CONTRACT_KINDS[k].info).then(readContractInfo).then((info) => ({ kind: k, info })).catch(() => null)));
      return infos.flatMap((x) => (x ? x.info.offers.map((offer) => ({ kind: x.kind, offer, given: x.info.downlines })) : []));
    },
    meta: SESSION_QUERY,
    enabled: token !== null && kinds.length > 0,
    refetchInterval: 60_000,
  });
  const next = offers.data?.find((o) => !dismissed.includes(o.offer.contractId));
  if (!next) return null;
  const close = () => setDismissed([...dismissed, next.offer.contractId]);
  return (
    <Modal title={t('agentCentre.contracts.offerPopupTitle', { kind: t(`agentCentre.contracts.kind.${next.kind}`) })} onClose={close} width={480} testId="contract-offer-popup">
      <OfferAnswer kind={next.kind} offer={next.offer} given={next.given} onDone={close} />
    </Modal>
  );
}

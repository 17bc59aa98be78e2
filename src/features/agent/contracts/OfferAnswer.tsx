/**
 * An offer to the player or agent: its rate and who offers it, accept or reject. Accepting a rate
 * below what this account gave its own downlines ends their contracts: the warning names them and
 * the acceptance waits for a second confirmation.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/client';
import { useOneAtATime } from '../../../api/oneAtATime';
import { CONTRACT_KINDS, type ContractKind } from '../../../contract/contractKinds';
import type { ContractEntry } from '../../../contract/readers/agent';
import { Button } from '../../../ui/Button';
import { Actions, Note, Problem } from '../../../ui/formParts';
import { useErrorText } from '../../../ui/StatusMessage';
import { contractsEndedBy, formatRate } from '../rules';

/** `onDone`: after an answer the platform took (the agent's list is asked again) */
export function useProcessContract(kind: ContractKind, onDone?: () => void) {
  const queryClient = useQueryClient();
  return useOneAtATime({
    mutationFn: ({ contractId, action }: { contractId: string; action: 'A' | 'R' | 'T' }) =>
      // `token`: the real calls carry one; the contract of its value was not found, the session's is what the platform knows
      call(CONTRACT_KINDS[kind].process, { body: { contractId, action, token: '' } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['agent'] });
      onDone?.();
    },
  });
}

export function OfferAnswer({ kind, offer, given, onDone }: { kind: ContractKind; offer: ContractEntry; given: readonly ContractEntry[]; onDone?: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const process = useProcessContract(kind, onDone);
  const [warned, setWarned] = useState(false);
  const ended = contractsEndedBy(offer.rateBp, given);
  const answer = (action: 'A' | 'R') => process.run({ contractId: offer.contractId, action });
  return (
    <div data-testid="agent-offer">
      <p>{t('agentCentre.contracts.offerText', { from: offer.customerName, kind: t(`agentCentre.contracts.kind.${kind}`), rate: formatRate(offer.rateBp) })}</p>
      {warned && ended.length > 0 && (
        <Problem role="alert" data-testid="agent-offer-warning">
          {t('agentCentre.contracts.lowerRateWarning', { rate: formatRate(offer.rateBp), count: ended.length, names: ended.map((c) => `${c.customerName} (${formatRate(c.rateBp)})`).join(', ') })}
        </Problem>
      )}
      {process.isError && <Problem role="alert">{errorText(process.error)}</Problem>}
      {process.isSuccess && <Note role="status">{t('agentCentre.contracts.answered')}</Note>}
      <Actions>
        <Button
          $busy={process.isPending}
          onClick={() => {
            if (ended.length > 0 && !warned) setWarned(true);
            else answer('A');
          }}
          data-testid="agent-offer-accept"
        >
          {warned && ended.length > 0 ? t('agentCentre.contracts.acceptAnyway') : t('agentCentre.contracts.accept')}
        </Button>
        <Button $variant="outline" $busy={process.isPending} onClick={() => answer('R')} data-testid="agent-offer-reject">
          {t('agentCentre.contracts.reject')}
        </Button>
      </Actions>
    </div>
  );
}

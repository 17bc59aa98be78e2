/**
 * rewardCenter: the claimable rewards by kind with their counts, each claimed once (money, points,
 * tickets; a raffle is drawn and shows its state), promo codes with the conditions not reached yet,
 * the daily sign-in, and the player's promotions with their state.
 */
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../ui/routerLinks';
import styled from 'styled-components';
import { call } from '../../api/client';
import { useOneAtATime } from '../../api/oneAtATime';
import { isApiError } from '../../api/errors';
import { useAnnouncements } from '../../api/queries';
import * as rewards from '../../contract/calls/rewards';
import { PROMO_CONDITIONS_UNMET } from '../../contract/errorCodes';
import { PROMOTION_ACTION, type PromotionState } from '../../contract/promotionState';
import { readPromoConditions, readRaffleStatus, readRewardGain, REWARD_KINDS, type ClaimableReward, type PromoCode, type RewardCounts, type RewardKind } from '../../contract/readers/rewards';
import { SESSION_QUERY } from '../../session/member';
import { tokenAtom } from '../../session/session';
import { Button } from '../../ui/Button';
import { Actions, Input } from '../../ui/formParts';
import { QueryStatus } from '../../ui/QueryStatus';
import { ErrorMessage } from '../../ui/StatusMessage';
import { takeLostFocus } from '../../ui/lostFocus';
import { TabPanel } from '../../ui/TabPanel';
import { touchLink } from '../../ui/touchTarget';
import { Tabs } from '../../ui/Tabs';
import { conditionText } from './promoCondition';
import { gainText, prizeText } from './gain';
import { Item, Items, Notice, Section, Stack } from './parts';
import { useAfterGain, useClaimable, useLoginPromotion, usePromoCodeEnabled, usePromoCodes, usePromotionStates, useRewardCounts } from './queries';
import { kindOfType } from './rewardKinds';

type KindTab = 'ALL' | RewardKind;

// the promo code's field and its button on one row (the button under it on a narrow phone), drawn
// as every other form's field
const CodeForm = styled(Actions).attrs({ as: 'form' })`
  align-items: center;
`;
const CodeInput = styled(Input)`
  flex: 1 1 160px;
  min-width: 0;
`;

export function kindTabs(counts: RewardCounts | undefined): Array<{ key: KindTab; count: number }> {
  return [{ key: 'ALL' as KindTab, count: counts?.total ?? 0 }, ...REWARD_KINDS.map((k) => ({ key: k as KindTab, count: counts?.[k] ?? 0 }))];
}

function RaffleState({ id }: { id: string }) {
  const { t } = useTranslation();
  const token = useAtomValue(tokenAtom);
  const status = useQuery({
    queryKey: ['rewards', 'raffle', id, token],
    queryFn: () => call<unknown>(rewards.raffleStatus, { params: { promotionClaimId: id } }).then(readRaffleStatus),
    meta: SESSION_QUERY,
  });
  if (!status.data) return null;
  return <small data-testid={`raffle-status-${id}`}>{status.data.drawn ? t('rewards.raffle.drawn', { prize: gainText(t, status.data.gain) }) : t('rewards.raffle.pending')}</small>;
}

function ClaimableRow({ reward }: { reward: ClaimableReward }) {
  const { t } = useTranslation();
  const afterGain = useAfterGain();
  const raffle = reward.type === 'RAFFLE';
  const claim = useOneAtATime({
    mutationFn: () => (raffle ? call<unknown>(rewards.claimRaffle, { body: { promotionClaimId: reward.id } }) : call<unknown>(rewards.claimReward, { body: { promotionClaimId: reward.id, promotionType: reward.type } })).then(readRewardGain),
    onSuccess: afterGain,
  });
  return (
    <Item data-testid={`reward-${reward.id}`}>
      <div>
        <strong>{reward.name}</strong>
        <small>{t(`rewards.kinds.${kindOfType(reward.type) ?? 'MANUAL'}`)}{raffle ? '' : ` · ${gainText(t, reward)}`}</small>
        {raffle && <RaffleState id={reward.id} />}
        {claim.isSuccess && (
          <Notice role="status" data-testid={`reward-claimed-${reward.id}`} ref={takeLostFocus}>
            {raffle ? t('rewards.raffle.won', { prize: prizeText(t, claim.data) }) : t('rewards.claimed', { gain: gainText(t, claim.data) })}
          </Notice>
        )}
        {claim.isError && <ErrorMessage error={claim.error} />}
      </div>
      {!claim.isSuccess && (
        <Button
          $size="sm"
          $busy={claim.isPending}
          data-testid={`reward-claim-${reward.id}`}
          onClick={() => claim.run()}
        >
          {claim.isPending ? t('rewards.working') : raffle ? t('rewards.raffle.draw') : t('rewards.claim')}
        </Button>
      )}
    </Item>
  );
}

function Claimable() {
  const { t } = useTranslation();
  const counts = useRewardCounts();
  const list = useClaimable();
  const [tab, setTab] = useState<KindTab>('ALL');
  // a row stays on screen after its claim (with what it gave) until the player changes tab
  const [shown, setShown] = useState<ClaimableReward[] | null>(null);
  const rows = shown ?? list.data ?? [];
  const visible = rows.filter((r) => tab === 'ALL' || kindOfType(r.type) === tab);
  return (
    <Section aria-labelledby="rewards-claimable">
      <h2 id="rewards-claimable">{t('rewards.claimable')}</h2>
      <Tabs
        label={t('rewards.kindsLabel')}
        idPrefix="reward-kinds"
        value={tab}
        onChange={(k) => {
          setTab(k);
          setShown(null);
        }}
        items={kindTabs(counts.data).map(({ key, count }) => ({ key, testId: `reward-kind-${key}`, label: `${t(`rewards.kinds.${key}`)} (${count})`, data: { 'data-count': String(count) } }))}
      />
      <TabPanel idPrefix="reward-kinds" value={tab}>
        <QueryStatus query={list} isEmpty={() => visible.length === 0} empty={t('rewards.noneToClaim')}>
          {() => (
            <Items onClickCapture={() => setShown((s) => s ?? list.data ?? [])}>
              {visible.map((r) => (
                <ClaimableRow key={r.id} reward={r} />
              ))}
            </Items>
          )}
        </QueryStatus>
      </TabPanel>
    </Section>
  );
}

function PromoCodeRow({ code, busy, onClaim }: { code: PromoCode; busy: boolean; onClaim: (code: string) => void }) {
  const { t } = useTranslation();
  return (
    <Item data-testid={`promo-code-${code.code}`}>
      <div>
        <strong>{code.name} · <code>{code.code}</code></strong>
        {code.description && <small>{code.description}</small>}
        {code.conditions.map((c) => (
          <small key={c.condition} data-testid={`promo-code-unreached-${code.code}`}>{conditionText(t, c)}</small>
        ))}
      </div>
      <Button $size="sm" $variant="outline" disabled={!code.enabled || code.conditions.length > 0} $busy={busy} onClick={() => onClaim(code.code)}>
        {code.enabled ? t('rewards.claim') : t('rewards.codes.used')}
      </Button>
    </Item>
  );
}

function PromoCodes() {
  const { t } = useTranslation();
  const enabled = usePromoCodeEnabled();
  const codes = usePromoCodes(enabled.data === true);
  const afterGain = useAfterGain();
  const [typed, setTyped] = useState('');
  const claim = useOneAtATime({
    mutationFn: (promoCode: string) => call<unknown>(rewards.claimPromoCode, { body: { promoCode } }).then(readRewardGain),
    onSuccess: async () => {
      setTyped('');
      await afterGain();
    },
  });
  if (enabled.data !== true) return null;
  const unreached = claim.isError && isApiError(claim.error) && claim.error.errorCode === PROMO_CONDITIONS_UNMET ? readPromoConditions(claim.error.value) : [];
  const send = (code: string) => claim.run(code.trim());
  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (typed.trim()) send(typed);
  }
  return (
    <Section aria-labelledby="rewards-codes">
      <h2 id="rewards-codes">{t('rewards.codes.title')}</h2>
      <CodeForm onSubmit={onSubmit}>
        <CodeInput aria-label={t('rewards.codes.enter')} placeholder={t('rewards.codes.enter')} value={typed} maxLength={60} autoComplete="off" onChange={(e) => setTyped(e.target.value)} data-testid="promo-code-input" />
        <Button type="submit" disabled={!typed.trim()} $busy={claim.isPending} data-testid="promo-code-submit">
          {claim.isPending ? t('rewards.working') : t('rewards.claim')}
        </Button>
      </CodeForm>
      {claim.isSuccess && <Notice role="status" data-testid="promo-code-claimed" ref={takeLostFocus}>{t('rewards.claimed', { gain: gainText(t, claim.data) })}</Notice>}
      {claim.isError && <ErrorMessage error={claim.error} />}
      {unreached.map((c) => (
        <small key={c.condition}>{conditionText(t, c)}</small>
      ))}
      <QueryStatus query={codes} isEmpty={(d) => d.length === 0} empty={t('rewards.codes.none')}>
        {(list) => (
          <Items>
            {list.map((c) => (
              <PromoCodeRow key={c.code} code={c} busy={claim.isPending} onClaim={send} />
            ))}
          </Items>
        )}
      </QueryStatus>
    </Section>
  );
}

function DailySignIn() {
  const { t } = useTranslation();
  const promo = useLoginPromotion();
  const afterGain = useAfterGain();
  const claim = useOneAtATime({ mutationFn: (id: string) => call<unknown>(rewards.claimLoginPromotion, { body: { promotionConfigDetailId: id } }).then(readRewardGain), onSuccess: afterGain });
  if (!promo.data && !promo.isError) return null;
  return (
    <Section aria-labelledby="rewards-signin">
      <h2 id="rewards-signin">{promo.data?.name ?? t('rewards.signIn.title')}</h2>
      <QueryStatus query={promo}>
        {(data) =>
          data && (
            <Items style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))' }}>
              {data.days.map((d) => (
                <Item key={d.id} data-testid={`signin-day-${d.day}`} data-status={d.status} style={{ display: 'grid', justifyItems: 'center' }}>
                  <strong>{t('rewards.signIn.day', { day: d.day })}</strong>
                  <small>{gainText(t, { ...d, ticketName: null, ticketQuantity: 0 })}</small>
                  {d.status === 'available' ? (
                    <Button $size="sm" $busy={claim.isPending} data-testid="signin-claim" onClick={() => claim.run(d.id)}>
                      {claim.isPending ? t('rewards.working') : t('rewards.signIn.claim')}
                    </Button>
                  ) : (
                    <small>{t(`rewards.signIn.${d.status}`)}</small>
                  )}
                </Item>
              ))}
            </Items>
          )
        }
      </QueryStatus>
      {claim.isSuccess && <Notice role="status" data-testid="signin-claimed" ref={takeLostFocus}>{t('rewards.claimed', { gain: gainText(t, claim.data) })}</Notice>}
      {claim.isError && <ErrorMessage error={claim.error} />}
    </Section>
  );
}

function MyPromotions() {
  const { t } = useTranslation();
  const states = usePromotionStates();
  const promotions = useAnnouncements().data?.promotion ?? [];
  const rows = promotions.flatMap((p) => {
    const state = states.data?.get(p.id);
    return state ? [{ promotion: p, state }] : [];
  });
  if (rows.length === 0) return null;
  return (
    <Section aria-labelledby="rewards-promotions">
      <h2 id="rewards-promotions">{t('rewards.myPromotions')}</h2>
      <Items>
        {rows.map(({ promotion, state }) => (
          <Item key={promotion.id} data-testid={`my-promotion-${promotion.id}`}>
            <div>
              <strong>{promotion.title}</strong>
              <small data-state={state}>{t(`promotionState.label.${state}`)}</small>
            </div>
            <PromotionLink id={promotion.id} state={state} />
          </Item>
        ))}
      </Items>
    </Section>
  );
}

/** A row's link, its action: a 44 px target on a phone. */
const RowLink = styled(Link)`
  ${touchLink}
`;

/** Joining happens on the promotion's page; a claim in the list above: the link says which. */
function PromotionLink({ id, state }: { id: string; state: PromotionState }) {
  const { t } = useTranslation();
  const action = PROMOTION_ACTION[state];
  return <RowLink to={`/promoDetail?id=${encodeURIComponent(id)}`}>{action ? t(`promotionState.action.${action}`) : t('rewards.view')}</RowLink>;
}

export default function RewardCenterPage() {
  return (
    <Stack data-testid="reward-center">
      <Claimable />
      <DailySignIn />
      <PromoCodes />
      <MyPromotions />
    </Stack>
  );
}

/**
 * referral (invite friends, only while the merchant's referral promotion is on): the invite link
 * built by the contract's rule (contract/inviteLink.ts) with copy and an 800 px QR, the income
 * overview, the earnings estimate, recent rewards (asked again every 60 s), the friends invited
 * and the rules (sanitised HTML).
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../brand/context';
import { FLAG } from '../../contract/flags';
import { inviteLink } from '../../contract/inviteLink';
import type { Friend, ReferralDetails } from '../../contract/readers/rewards';
import { Button } from '../../ui/Button';
import { CopyButton } from '../../ui/CopyButton';
import { formatCents } from '../../ui/formatCents';
import { LazyQrCode } from '../../ui/LazyQrCode';
import { QueryStatus } from '../../ui/QueryStatus';
import { SafeHtml } from '../../ui/SafeHtml';
import { gainText } from './gain';
import { Figures, Item, Items, Section, Stack } from './parts';
import { RecordTable, type Column } from '../../ui/records/RecordTable';
import { useEarningsEstimate, useFriends, useIncomeOverview, useRecentReferralRewards, useReferralDetails, useReferralRules } from './queries';
import { formatCount } from '../../ui/format';
import { formatDate } from '../../ui/formatDateTime';

/** The real client's invite QR is 800 px; it is shown scaled to the space it has. */
export const INVITE_QR_SIZE = 800;

function InviteLink({ details }: { details: ReferralDetails }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const link = useMemo(
    () =>
      inviteLink({
        referralCode: details.referralCode,
        affiliateCode: details.affiliateCode,
        promotionDomains: details.promotionDomains,
        mainDomain: brand.mainDomain ?? brand.domains[0] ?? null,
        simplified: brand.flags[FLAG.SIMPLIFIED_INVITE_URL] === true,
        affiliateSuffix: brand.flags[FLAG.AFFILIATE_CODE_SUFFIX] === true,
        registerPage: brand.flags[FLAG.INVITE_URL_REGISTER_PAGE] === true,
      }),
    [details, brand],
  );
  return (
    <Section aria-labelledby="referral-link">
      <h2 id="referral-link">{t('rewards.referral.link')}</h2>
      {link ? (
        <>
          <p style={{ overflowWrap: 'anywhere' }}>
            <a href={link} target="_blank" rel="noopener noreferrer" data-testid="referral-link">{link}</a>
          </p>
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
            <CopyButton value={link} label={t('rewards.referral.linkName')} testId="referral-copy" />
            {details.referralCode && <span>{t('rewards.referral.code', { code: details.referralCode })}</span>}
          </div>
          <div style={{ width: 'min(100%, 240px)' }}>
            <LazyQrCode value={link} label={t('rewards.referral.qr')} testId="referral-qr" size={INVITE_QR_SIZE} />
          </div>
        </>
      ) : (
        <p>{t('rewards.referral.noLink')}</p>
      )}
    </Section>
  );
}

function Income() {
  const { t } = useTranslation();
  const overview = useIncomeOverview();
  return (
    <Section aria-labelledby="referral-income">
      <h2 id="referral-income">{t('rewards.referral.income')}</h2>
      <QueryStatus query={overview}>
        {(o) => (
          <Figures data-testid="referral-income">
            <div><dt>{t('rewards.referral.today')}</dt><dd>{formatCents(o.todayCents)}</dd></div>
            <div><dt>{t('rewards.referral.yesterday')}</dt><dd>{formatCents(o.yesterdayCents)}</dd></div>
            <div><dt>{t('rewards.referral.members')}</dt><dd>{formatCount(o.members)}</dd></div>
            <div><dt>{t('rewards.referral.qualified')}</dt><dd>{formatCount(o.qualifiedMembers)}</dd></div>
            {o.lines.map((l) => (
              <div key={l.key}><dt>{t(`rewards.referral.lines.${l.key}`)}</dt><dd>{formatCents(l.cents)} · {t('rewards.referral.fromMembers', { count: l.members })}</dd></div>
            ))}
          </Figures>
        )}
      </QueryStatus>
    </Section>
  );
}

function Estimate() {
  const { t } = useTranslation();
  const estimate = useEarningsEstimate();
  return (
    <Section aria-labelledby="referral-estimate">
      <h2 id="referral-estimate">{t('rewards.referral.estimate')}</h2>
      <QueryStatus query={estimate} isEmpty={(d) => d.length === 0} empty={t('rewards.none')}>
        {(rows) => (
          <Figures>
            {rows.map((r) => (
              <div key={r.invitees}><dt>{t('rewards.referral.invitees', { count: r.invitees })}</dt><dd>{formatCents(r.incomeCents)}</dd></div>
            ))}
          </Figures>
        )}
      </QueryStatus>
    </Section>
  );
}

function Recent() {
  const { t } = useTranslation();
  const recent = useRecentReferralRewards();
  return (
    <Section aria-labelledby="referral-recent">
      <h2 id="referral-recent">{t('rewards.referral.recent')}</h2>
      <QueryStatus query={recent} isEmpty={(d) => d.length === 0} empty={t('rewards.none')}>
        {(rows) => (
          <Items>
            {rows.map((r, i) => (
              <Item key={i}>
                <span>{r.name}</span>
                <span>{gainText(t, { bonusCents: r.bonusCents, points: r.points, ticketName: r.ticket, ticketQuantity: r.ticket ? 1 : 0 })}</span>
              </Item>
            ))}
          </Items>
        )}
      </QueryStatus>
    </Section>
  );
}

function Friends() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const friends = useFriends(page);
  const friendColumns: Array<Column<Friend & { key: string }, never>> = [
    { id: 'friend', label: t('rewards.referral.friend'), cell: (f) => f.name },
    { id: 'joined', label: t('rewards.referral.joined'), cell: (f) => (f.registerTime ? formatDate(f.registerTime) : '—') },
    { id: 'qualified', label: t('rewards.referral.qualified'), cell: (f) => (f.qualified ? t('rewards.yes') : t('rewards.no')) },
    { id: 'deposit', label: t('rewards.referral.deposit'), num: true, cell: (f) => formatCents(f.depositCents) },
  ];
  return (
    <Section aria-labelledby="referral-friends">
      <h2 id="referral-friends">{t('rewards.referral.friends')}</h2>
      <QueryStatus query={friends} isEmpty={(d) => d.list.length === 0} empty={t('rewards.referral.noFriends')}>
        {(d) => (
          <>
            <RecordTable
              columns={friendColumns}
              rows={d.list.map((f, i) => ({ ...f, key: `${f.name}-${i}` }))}
              rowKey={(f) => f.key}
              testId="referral-friends"
              tableTestId="referral-friends"
            />
            {d.totalPages > 1 && (
              <div style={{ display: 'flex', gap: 8 }}>
                <Button $size="sm" $variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>{t('rewards.previous')}</Button>
                <Button $size="sm" $variant="outline" disabled={page >= d.totalPages} onClick={() => setPage(page + 1)}>{t('rewards.next')}</Button>
              </div>
            )}
          </>
        )}
      </QueryStatus>
    </Section>
  );
}

function Rules() {
  const { t } = useTranslation();
  const rules = useReferralRules();
  return (
    <Section aria-labelledby="referral-rules">
      <h2 id="referral-rules">{t('rewards.referral.rules')}</h2>
      <QueryStatus query={rules} isEmpty={(d) => !d} empty={t('rewards.none')}>
        {(html) => <SafeHtml html={html ?? ''} />}
      </QueryStatus>
    </Section>
  );
}

export default function ReferralPage() {
  const details = useReferralDetails();
  return (
    <Stack data-testid="referral-page">
      <QueryStatus query={details}>{(d) => <InviteLink details={d} />}</QueryStatus>
      <Income />
      <Estimate />
      <Recent />
      <Friends />
      <Rules />
    </Stack>
  );
}

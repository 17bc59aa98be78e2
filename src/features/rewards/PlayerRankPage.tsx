/**
 * /playerRank (the header's member label opens it): progress to the next level, every level in
 * its own colours (held to cssValues' rule by the reader), each level's benefits, and the rules
 * (sanitised HTML).
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RankConditionKey } from '../../contract/readers/rewards';
import { LoginRequired } from '../../session/LoginRequired';
import { formatCents } from '../../ui/formatCents';
import { Page, PageTitle } from '../../ui/Page';
import { QueryStatus } from '../../ui/QueryStatus';
import { SafeHtml } from '../../ui/SafeHtml';
import { Item, Items, Progress, Section, Stack } from './parts';
import { useRankBenefits, useRankLevels, useRankProgress, useRankRule } from './queries';
import { vars } from '../../theme/cssVariables';
import { formatCount } from '../../ui/format';

// start: as an item of its row's grid column it would stretch to the column's widest line
const LevelName = styled.span`
  justify-self: start;
  display: inline-block;
  padding: 2px ${vars.space.sm};
  border-radius: ${vars.radius.pill};
  border: 1px solid ${vars.color.border};
  font-weight: 700;
`;

const figure = (key: RankConditionKey, value: number) => (key === 'totalDepositCount' ? formatCount(value) : formatCents(value));

function ProgressSection() {
  const { t } = useTranslation();
  const progress = useRankProgress();
  return (
    <Section aria-labelledby="rank-progress">
      <h2 id="rank-progress">{t('rewards.rank.progress')}</h2>
      <QueryStatus query={progress}>
        {(p) => (
          <>
            <p data-testid="rank-current">{t('rewards.rank.current', { name: p.rankName ?? '—' })}</p>
            {p.atTop ? (
              <p>{t('rewards.rank.top')}</p>
            ) : (
              <>
                <Progress current={p.completed} target={p.total} label={t('rewards.rank.progress')} />
                <small>{t('rewards.rank.conditions', { completed: p.completed, total: p.total })}</small>
              </>
            )}
          </>
        )}
      </QueryStatus>
    </Section>
  );
}

function Levels() {
  const { t } = useTranslation();
  const levels = useRankLevels();
  const benefits = useRankBenefits();
  return (
    <Section aria-labelledby="rank-levels">
      <h2 id="rank-levels">{t('rewards.rank.levels')}</h2>
      <QueryStatus query={levels} isEmpty={(d) => d.length === 0} empty={t('rewards.none')}>
        {(list) => (
          <Items>
            {list.map((level) => {
              const own = benefits.data?.find((b) => b.labelId === level.labelId)?.benefits ?? [];
              return (
                <Item key={level.labelId} data-testid={`rank-level-${level.labelId}`} aria-current={level.current ? 'true' : undefined}>
                  <div>
                    <LevelName data-testid={`rank-level-name-${level.labelId}`} style={{ color: level.color ?? undefined, background: level.background ?? undefined }}>
                      {level.name}
                    </LevelName>
                    {level.current && <small>{t('rewards.rank.yours')}</small>}
                    {level.conditions.map((c) => (
                      <small key={c.key}>{t(`rewards.rank.condition.${c.key}`)}: {figure(c.key, c.actual)} / {figure(c.key, c.expected)}</small>
                    ))}
                    {own.length > 0 && (
                      <ul style={{ margin: 0, paddingInlineStart: '1.2em' }} aria-label={t('rewards.rank.benefits')}>
                        {own.map((b) => (
                          <li key={b.key}>{b.name}</li>
                        ))}
                      </ul>
                    )}
                  </div>
                  {level.conditions[0] && <Progress current={level.conditions[0].actual} target={level.conditions[0].expected} label={t(`rewards.rank.condition.${level.conditions[0].key}`)} />}
                </Item>
              );
            })}
          </Items>
        )}
      </QueryStatus>
    </Section>
  );
}

function Rules() {
  const { t } = useTranslation();
  const rule = useRankRule();
  return (
    <Section aria-labelledby="rank-rules">
      <h2 id="rank-rules">{t('rewards.rank.rules')}</h2>
      <QueryStatus query={rule} isEmpty={(d) => !d} empty={t('rewards.none')}>
        {(html) => <SafeHtml html={html ?? ''} />}
      </QueryStatus>
    </Section>
  );
}

export default function PlayerRankPage() {
  const { t } = useTranslation();
  return (
    <Page $narrow data-testid="player-rank-page" aria-labelledby="player-rank-title">
      <PageTitle id="player-rank-title">{t('rewards.rank.title')}</PageTitle>
      <LoginRequired message={t('rewards.rank.loginNeeded')} actionLabel={t('rewards.login')} testId="player-rank-login">
        <Stack>
          <ProgressSection />
          <Levels />
          <Rules />
        </Stack>
      </LoginRequired>
    </Page>
  );
}

/** The security overview: the completeness score with its level, and each item the brand offers, done or not. */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SecurityOverview } from '../../contract/readers/security';
import { Panel } from '../../ui/Panel';
import { securityScore } from './rules';
import { State } from './Section';
import { vars } from '../../theme/cssVariables';

const Bar = styled.div<{ $percent: number; $level: string }>`
  height: 10px;
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surfaceSunken};
  overflow: hidden;
  &::after {
    content: '';
    display: block;
    height: 100%;
    width: ${({ $percent }) => $percent}%;
    background: ${({ $level }) => ($level === 'high' ? vars.color.success : $level === 'medium' ? vars.color.warning : vars.color.danger)};
  }
`;

const Score = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${vars.space.sm};
  strong { font-size: ${vars.fontSize.xl}; color: ${vars.color.text}; font-variant-numeric: tabular-nums; }
`;

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  gap: ${vars.space.xs} ${vars.space.lg};
  li { display: flex; justify-content: space-between; align-items: center; gap: ${vars.space.xs}; font-size: ${vars.fontSize.sm}; }
`;

export function Overview({ overview }: { overview: SecurityOverview }) {
  const { t } = useTranslation();
  const score = securityScore(overview);
  return (
    <Panel as="section" aria-labelledby="security-overview-title" data-testid="security-overview">
      <h2 id="security-overview-title">{t('security.overview')}</h2>
      <Score>
        <strong data-testid="security-score" data-level={score.level}>
          {t('security.percent', { percent: score.percent })}
        </strong>
        <span>{t(`security.level.${score.level}`)}</span>
        <span>{t('security.itemsDone', { done: score.done, total: score.total })}</span>
      </Score>
      <Bar $percent={score.percent} $level={score.level} role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={score.percent} aria-label={t('security.overview')} />
      <Items>
        {overview.items.map((item) => (
          <li key={item.key} data-testid={`security-item-${item.key}`} data-complete={item.complete}>
            <span>{t(`security.item.${item.key}`)}</span>
            <State $done={item.complete}>{item.complete ? t('security.set') : t('security.notSet')}</State>
          </li>
        ))}
      </Items>
    </Panel>
  );
}

/**
 * The security overview: the completeness score with its level, and each item the brand offers,
 * done or not; one not done says where it is set (its section below, or a link to the page, as a
 * bank card's to the withdrawal page's bind form), and one that nothing here sets is left out.
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SecurityOverview } from '../../contract/readers/security';
import { Panel } from '../../ui/Panel';
import { Link } from '../../ui/routerLinks';
import { overviewRows, securityScore, type ItemPlaces } from './rules';
import { State } from './Section';
import { vars } from '../../theme/cssVariables';
import { touchLink } from '../../ui/touchTarget';

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

const End = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.sm};
`;

const SetLink = styled(Link)`
  font-weight: ${vars.fontWeight.medium};
  white-space: nowrap;
  ${touchLink}
`;

export function Overview({ overview, places }: { overview: SecurityOverview; places: ItemPlaces }) {
  const { t } = useTranslation();
  const rows = overviewRows(overview.items, places);
  // done of the items listed: an item left out (nowhere to set it) is not counted against the player
  const score = securityScore({ items: rows, progress: overview.progress });
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
        {rows.map((item) => (
          <li key={item.key} data-testid={`security-item-${item.key}`} data-complete={item.complete}>
            <span>{t(`security.item.${item.key}`)}</span>
            <End>
              <State $done={item.complete}>{item.complete ? t('security.set') : t('security.notSet')}</State>
              {!item.complete && item.place?.kind === 'page' && (
                <SetLink to={item.place.to} aria-label={t('security.setUpItem', { item: t(`security.item.${item.key}`) })} data-testid={`security-item-${item.key}-set`}>
                  {t('security.setUp')}
                </SetLink>
              )}
            </End>
          </li>
        ))}
      </Items>
    </Panel>
  );
}

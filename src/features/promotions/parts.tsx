import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Promotion } from '../../api/types';
import { promoDate } from './categories';

export const Page = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  min-width: 0;
  & > * { min-width: 0; }
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The promotion's period: "from – to", "from …", "until …" or "ongoing". */
export function Period({ promotion }: { promotion: Pick<Promotion, 'startTime' | 'endTime'> }) {
  const { t } = useTranslation();
  const start = promoDate(promotion.startTime);
  const end = promoDate(promotion.endTime);
  const text =
    start && end ? t('promotions.period', { start, end }) : start ? t('promotions.from', { start }) : end ? t('promotions.until', { end }) : t('promotions.ongoing');
  return <Muted>{text}</Muted>;
}

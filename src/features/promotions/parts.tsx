import { useTranslation } from 'react-i18next';
import type { Promotion } from '../../api/types';
import { MutedText } from '../../ui/MutedText';
import { promoDate } from './categories';

/** The promotion's period: "from – to", "from …", "until …" or "ongoing". */
export function Period({ promotion }: { promotion: Pick<Promotion, 'startTime' | 'endTime'> }) {
  const { t } = useTranslation();
  const start = promoDate(promotion.startTime);
  const end = promoDate(promotion.endTime);
  const text =
    start && end ? t('promotions.period', { start, end }) : start ? t('promotions.from', { start }) : end ? t('promotions.until', { end }) : t('promotions.ongoing');
  return <MutedText>{text}</MutedText>;
}

import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../brand/context';
import { useThemeMode } from '../../theme/themeMode';
import { StatusCard } from './StatusCard';
import { ContactUsButton } from './ContactUsButton';
import { readCountries } from '../../contract/readers/startup';
import { countriesQuery } from '../../session/startup';
import { vars } from '../../theme/cssVariables';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  gap: ${vars.space.xs} ${vars.space.md};
  margin: 0;
  dt { color: ${vars.color.textMuted}; text-align: right; }
  dd { margin: 0; text-align: left; font-weight: ${vars.fontWeight.bold}; }
`;

export function RegionPage({ ip, country }: { ip: string; country: string }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const [mode] = useThemeMode(brand.theme.defaultMode);
  // the permission reply's location names the country; without it, the start-up country call's own
  const visitor = useQuery({ ...countriesQuery, select: readCountries, enabled: !country }).data?.current?.code;
  return (
    <StatusCard testId="region-page" logo={brand.assets.logo?.[mode]} logoAlt={brand.name}>
      <h1>{t('status.regionTitle')}</h1>
      <p>{t('status.regionText')}</p>
      <Facts>
        <dt>{t('status.ip')}</dt>
        <dd data-testid="region-ip">{ip}</dd>
        <dt>{t('status.country')}</dt>
        <dd data-testid="region-country">{country || visitor || '–'}</dd>
      </Facts>
      <ContactUsButton />
    </StatusCard>
  );
}

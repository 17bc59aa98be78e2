import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useBrand } from '../../brand/context';
import type { Resource } from '../../brand/model';
import { EmptyState } from '../../ui/StatusMessage';
import { DownloadSteps, type Platform } from './DownloadSteps';
import { vars } from '../../theme/cssVariables';

const Page = styled.div`
  max-width: ${vars.layout.contentMaxWidth};
  margin: 0 auto;
  padding: ${vars.space.lg} ${vars.space.md};
  display: grid;
  gap: ${vars.space.lg};
  h1 { margin: 0; font-size: ${vars.fontSize.xl}; }
`;

const Sections = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
  gap: ${vars.space.lg};
`;

const Card = styled.section`
  display: grid;
  gap: ${vars.space.md};
  align-content: start;
  padding: ${vars.space.lg};
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  h2 { margin: 0; font-size: ${vars.fontSize.lg}; }
`;

const DownloadLink = styled.a`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${vars.space.md};
  border-radius: ${vars.radius.md};
  background: ${vars.color.primary};
  color: ${vars.color.primaryContrast};
  font-weight: ${vars.fontWeight.medium};
  text-decoration: none;
  &:hover { background: ${vars.color.primaryHover}; }
`;

function PlatformSection({ platform, resource }: { platform: Platform; resource: Resource }) {
  const { t } = useTranslation();
  return (
    <Card data-testid={`download-${platform}`} aria-labelledby={`download-${platform}-title`}>
      <h2 id={`download-${platform}-title`}>{t(`download.${platform}.title`)}</h2>
      <DownloadSteps platform={platform} resource={resource} />
      <DownloadLink href={resource.url} target="_blank" rel="noopener noreferrer" data-testid={`download-link-${platform}`}>
        {t(`download.${platform}.link`)}
      </DownloadLink>
    </Card>
  );
}

/** /down: an Android and an iOS section, each only when the brand has that resource. */
export default function DownloadPage() {
  const brand = useBrand();
  const { t } = useTranslation();
  const { android, iosConfig } = brand.resources;
  return (
    <Page data-testid="download-page">
      <h1>{t('download.title')}</h1>
      {android || iosConfig ? (
        <Sections>
          {android && <PlatformSection platform="android" resource={android} />}
          {iosConfig && <PlatformSection platform="ios" resource={iosConfig} />}
        </Sections>
      ) : (
        <EmptyState>{t('download.none')}</EmptyState>
      )}
    </Page>
  );
}

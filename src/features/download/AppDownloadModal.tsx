import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useBrand } from '../../brand/context';
import { Modal } from '../../ui/Modal';
import { EmptyState } from '../../ui/StatusMessage';
import { DownloadSteps, type Platform } from './DownloadSteps';
import { vars } from '../../theme/cssVariables';

const Tabs = styled.div`
  display: flex;
  gap: ${vars.space.xs};
  margin-bottom: ${vars.space.md};
  border-bottom: 1px solid ${vars.color.border};
`;

const Tab = styled.button`
  padding: ${vars.space.sm} ${vars.space.md};
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${vars.color.textMuted};
  font: inherit;
  cursor: pointer;
  &[aria-selected='true'] {
    color: ${vars.color.primary};
    border-bottom-color: ${vars.color.primary};
    font-weight: ${vars.fontWeight.medium};
  }
  &:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: -2px; }
`;

/** Android and iOS tabs of four steps each; a tab shows only when the brand has that resource. */
export default function AppDownloadModal({ onClose }: { onClose: () => void }) {
  const brand = useBrand();
  const { t } = useTranslation();
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const available = (
    [
      ['android', brand.resources.android],
      ['ios', brand.resources.iosConfig],
    ] as const
  ).flatMap(([platform, resource]) => (resource ? [{ platform: platform as Platform, resource }] : []));
  const [active, setActive] = useState<Platform | undefined>(available[0]?.platform);
  const current = available.find((a) => a.platform === active) ?? available[0];

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    const i = available.findIndex((a) => a.platform === current?.platform);
    const next = (i + (e.key === 'ArrowRight' ? 1 : available.length - 1)) % available.length;
    const target = available[next];
    if (!target) return;
    e.preventDefault();
    setActive(target.platform);
    tabRefs.current[next]?.focus();
  };

  return (
    <Modal title={t('download.title')} onClose={onClose} width={480} testId="app-download-modal">
      {current ? (
        <>
          <Tabs role="tablist" aria-label={t('download.platforms')} onKeyDown={onKeyDown}>
            {available.map((a, i) => (
              <Tab
                key={a.platform}
                ref={(el) => {
                  tabRefs.current[i] = el;
                }}
                type="button"
                role="tab"
                id={`${baseId}-${a.platform}`}
                aria-selected={a.platform === current.platform}
                aria-controls={`${baseId}-panel`}
                tabIndex={a.platform === current.platform ? 0 : -1}
                data-testid={`download-tab-${a.platform}`}
                onClick={() => setActive(a.platform)}
              >
                {t(`download.${a.platform}.title`)}
              </Tab>
            ))}
          </Tabs>
          <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-${current.platform}`}>
            <DownloadSteps platform={current.platform} resource={current.resource} />
          </div>
        </>
      ) : (
        <EmptyState>{t('download.none')}</EmptyState>
      )}
    </Modal>
  );
}

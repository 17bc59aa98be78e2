import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useBrand } from '../../brand/context';
import type { Resource } from '../../brand/model';
import QrCode from '../../ui/QrCode';
import { vars } from '../../theme/cssVariables';

export type Platform = 'android' | 'ios';

const Steps = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${vars.space.md};
  counter-reset: step;
`;

const Step = styled.li`
  display: grid;
  grid-template-columns: 32px minmax(0, 1fr);
  gap: ${vars.space.sm};
  align-items: start;
  counter-increment: step;
  &::before {
    content: counter(step);
    display: grid;
    place-items: center;
    width: 28px;
    height: 28px;
    border-radius: ${vars.radius.pill};
    background: ${vars.color.primary};
    color: ${vars.color.primaryContrast};
    font-weight: ${vars.fontWeight.bold};
  }
`;

const StepBody = styled.div`
  display: grid;
  gap: ${vars.space.sm};
  justify-items: start;
  p { margin: 0; line-height: ${vars.lineHeight}; }
`;

/** The four install steps of a platform; step 1 carries the QR of the resource's URL. */
export function DownloadSteps({ platform, resource }: { platform: Platform; resource: Resource }) {
  const { t } = useTranslation();
  // the spec's logo at 0.2 of the QR is a square: the brand's mark (its favicon, a tile with its
  // own ground), else the light logo, drawn for a white ground like the QR's
  const { assets } = useBrand();
  const logo = assets.favicon ?? assets.logo?.light ?? null;
  const steps = [1, 2, 3, 4] as const;
  return (
    <Steps data-testid={`download-steps-${platform}`}>
      {steps.map((n) => (
        <Step key={n}>
          <StepBody>
            <p>{t(`download.${platform}.step${n}`)}</p>
            {n === 1 && <QrCode value={resource.url} label={t(`download.${platform}.qr`)} testId={`download-qr-${platform}`} logo={logo} />}
          </StepBody>
        </Step>
      ))}
    </Steps>
  );
}

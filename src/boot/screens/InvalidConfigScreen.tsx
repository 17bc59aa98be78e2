import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { DocumentError } from '../../brand/documents';
import { StatusCard } from './StatusCard';
import { vars } from '../../theme/cssVariables';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  text-align: left;
  font-size: ${vars.fontSize.sm};
  th, td { padding: ${vars.space.xs} ${vars.space.sm}; border-bottom: 1px solid ${vars.color.border}; vertical-align: top; }
  /* words break only where one does not fit its column: the page's overflow-wrap: anywhere would size
     the columns to a letter each */
  th, td { overflow-wrap: break-word; }
  th { color: ${vars.color.textMuted}; font-weight: ${vars.fontWeight.medium}; }
  code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; overflow-wrap: anywhere; }
`;

/** What an operator sees instead of a blank page when a brand's documents fail their schemas. */
export function InvalidConfigScreen({ merchantCode, errors }: { merchantCode: string; errors: DocumentError[] }) {
  const { t } = useTranslation();
  return (
    <StatusCard testId="invalid-config" wide>
      <h1>{t('boot.invalidTitle')}</h1>
      <p>
        {t('boot.invalidIntro')} <code>{merchantCode}</code>
      </p>
      <Table>
        <thead>
          <tr>
            <th scope="col">{t('boot.invalidDocument')}</th>
            <th scope="col">{t('boot.invalidPointer')}</th>
            <th scope="col">{t('boot.invalidReason')}</th>
          </tr>
        </thead>
        <tbody>
          {errors.map((e, i) => (
            <tr key={`${e.document}${e.pointer}${i}`} data-testid="invalid-config-error">
              <td>{e.document}</td>
              <td>
                <code>{e.pointer || '/'}</code>
              </td>
              <td>{e.message}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </StatusCard>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useBrand } from '../brand/context';
import { changeLanguage } from '../i18n';
import { languageInfo } from '../i18n/languages';
import { sendLanguage } from '../session/upkeep';
import { GlobeIcon } from './icons';
import { VisuallyHidden } from '../ui/VisuallyHidden';
import { vars } from '../theme/cssVariables';

const Wrap = styled.div`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.xs};
  color: ${vars.color.textMuted};
  min-width: 0;
`;

const Select = styled.select`
  min-height: 36px;
  max-width: 100%;
  padding: 0 ${vars.space.sm};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  font: inherit;
  font-size: ${vars.fontSize.sm};
  cursor: pointer;
`;

export interface LanguageSelectProps {
  testId?: string;
  className?: string;
}

/** The brand's languages, each labelled in its own language; renders nothing with one language. */
export function LanguageSelect({ testId = 'language-select', className }: LanguageSelectProps) {
  const brand = useBrand();
  const { t, i18n } = useTranslation();
  const id = useId();
  const supported = brand.languages.supported;
  if (supported.length < 2) return null;
  const current = (i18n.language || brand.languages.default).toUpperCase();
  const value = supported.includes(current) ? current : brand.languages.default;
  return (
    <Wrap className={className}>
      <GlobeIcon size={18} />
      <VisuallyHidden as="label" htmlFor={id}>
        {t('language.label')}
      </VisuallyHidden>
      <Select id={id} data-testid={testId} value={value} onChange={(e) => {
          // the platform answers in the player's language too (its own messages)
          void changeLanguage(e.target.value);
          sendLanguage(e.target.value);
        }}>
        {supported.map((code) => {
          const info = languageInfo(code);
          return (
            <option key={code} value={code} lang={info.htmlLang}>
              {info.label}
            </option>
          );
        })}
      </Select>
    </Wrap>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useBrand } from '../brand/context';
import { changeLanguage } from '../i18n';
import { languageInfo } from '../i18n/languages';
import { sendLanguage } from '../session/upkeep';
import { GlobeIcon } from './icons';
import { VisuallyHidden } from '../ui/VisuallyHidden';

const Wrap = styled.div`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  min-width: 0;
`;

const Select = styled.select`
  min-height: 36px;
  max-width: 100%;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
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

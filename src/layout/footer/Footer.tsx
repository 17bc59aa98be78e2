import { useTranslation } from 'react-i18next';
import { aboutText } from '../../brand/aboutText';
import styled from 'styled-components';
import { useBrand } from '../../brand/context';
import { MOBILE_MEDIA } from '../hooks';
import { FooterContact } from './FooterContact';
import { FooterHelpTopics } from './FooterHelpTopics';
import { FooterPartners } from './FooterPartners';
import { FooterPayments } from './FooterPayments';
import { FooterSocial } from './FooterSocial';
import { vars } from '../../theme/cssVariables';

const Wrap = styled.footer`
  margin-top: ${vars.space.xl};
  padding: ${vars.space.xl} ${vars.space.md};
  background: ${vars.color.surface};
  color: ${vars.color.textMuted};
  border-top: 1px solid ${vars.color.border};
  font-size: ${vars.fontSize.sm};
`;

const Inner = styled.div`
  max-width: ${vars.layout.contentMaxWidth};
  margin: 0 auto;
  display: grid;
  gap: ${vars.space.lg};
`;

const Top = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${vars.space.lg};
  ${MOBILE_MEDIA} { grid-template-columns: minmax(0, 1fr); }
`;

const About = styled.div`
  display: grid;
  gap: ${vars.space.md};
  align-content: start;
  p { margin: 0; line-height: ${vars.lineHeight}; }
  img { max-width: 220px; height: auto; }
`;


const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.md};
  padding-top: ${vars.space.md};
  border-top: 1px solid ${vars.color.border};
`;

/** About text, help topics, social links, payment methods, partners, copyright and contact. */
export function Footer() {
  const brand = useBrand();
  const { t, i18n } = useTranslation();
  const about = aboutText(brand, i18n.language);
  return (
    <Wrap data-testid="site-footer">
      <Inner>
        <Top>
          <About>
            {about && <p data-testid="footer-about">{about}</p>}
            {brand.assets.responsibility && (
              <img src={brand.assets.responsibility} alt={t('footer.responsibility')} loading="lazy" data-testid="footer-responsibility" />
            )}
            <FooterSocial />
          </About>
          <FooterHelpTopics />
        </Top>
        <FooterPayments />
        <FooterPartners />
        <Bottom>
          <span data-testid="footer-copyright">{brand.footer.copyright}</span>
          <FooterContact />
        </Bottom>
      </Inner>
    </Wrap>
  );
}

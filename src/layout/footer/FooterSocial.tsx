import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useBrand } from '../../brand/context';
import type { SocialType } from '../../brand/model';
import { safeUrl } from '../../contract/safeUrl';
import { SocialIcon, TelegramIcon } from './SocialIcon';
import { vars } from '../../theme/cssVariables';

const SOCIAL_ORDER: readonly SocialType[] = ['YOUTUBE', 'INSTAGRAM', 'FACEBOOK', 'TWITTER', 'TIKTOK', 'LINE'];

const Row = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.sm};
  a {
    display: grid;
    place-items: center;
    /* a 44 px touch target */
    width: 44px;
    height: 44px;
    border-radius: ${vars.radius.pill};
    border: 1px solid ${vars.color.border};
    color: ${vars.color.text};
    &:hover { border-color: ${vars.color.primary}; color: ${vars.color.primary}; }
  }
`;

const AffiliateLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${vars.color.text};
  text-decoration: underline;
  &:hover { color: ${vars.color.primary}; }
`;

/**
 * Social links, only for the types the brand's resources list (the TELEGRAM resource among them,
 * last), and the affiliate programme's link (the AFFILIATELINK resource) when the brand has one.
 * Every URL goes through safeUrl: a resource whose URL is unsafe is not shown.
 */
export function FooterSocial() {
  const brand = useBrand();
  const { t } = useTranslation();
  const links: Array<{ key: string; url: string; label: string; icon: ReactNode }> = SOCIAL_ORDER.flatMap((type) => {
    const found = brand.resources.social.find((s) => s.type === type);
    const url = found ? safeUrl(found.url) : null;
    return url ? [{ key: type, url, label: t(`footer.socialName.${type}`), icon: <SocialIcon type={type} /> }] : [];
  });
  const telegram = safeUrl(brand.resources.telegram?.url);
  if (telegram) links.push({ key: 'TELEGRAM', url: telegram, label: t('footer.socialName.TELEGRAM'), icon: <TelegramIcon /> });
  const affiliate = safeUrl(brand.resources.affiliateLink?.url);
  if (links.length === 0 && !affiliate) return null;
  return (
    <>
      {links.length > 0 && (
        <Row aria-label={t('footer.social')}>
          {links.map((s) => (
            <li key={s.key}>
              <a href={s.url} target="_blank" rel="noopener noreferrer" aria-label={s.label} data-testid={`footer-social-${s.key}`}>
                {s.icon}
              </a>
            </li>
          ))}
        </Row>
      )}
      {affiliate && (
        <AffiliateLink href={affiliate} target="_blank" rel="noopener noreferrer" data-testid="footer-affiliate-link">
          {t('footer.affiliateProgramme')}
        </AffiliateLink>
      )}
    </>
  );
}

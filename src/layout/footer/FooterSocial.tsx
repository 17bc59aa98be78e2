import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useBrand } from '../../brand/context';
import type { SocialType } from '../../brand/model';
import { SocialIcon } from './SocialIcon';

const SOCIAL_ORDER: readonly SocialType[] = ['YOUTUBE', 'INSTAGRAM', 'FACEBOOK', 'TWITTER', 'TIKTOK', 'LINE'];

const Row = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  a {
    display: grid;
    place-items: center;
    width: 40px;
    height: 40px;
    border-radius: ${({ theme }) => theme.radii.pill};
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    &:hover { border-color: ${({ theme }) => theme.colors.primary}; color: ${({ theme }) => theme.colors.primary}; }
  }
`;

/** Social links, only for the types the brand's resources list. */
export function FooterSocial() {
  const brand = useBrand();
  const { t } = useTranslation();
  const links = SOCIAL_ORDER.flatMap((type) => {
    const found = brand.resources.social.find((s) => s.type === type);
    return found ? [found] : [];
  });
  if (links.length === 0) return null;
  return (
    <Row aria-label={t('footer.social')}>
      {links.map((s) => (
        <li key={s.type}>
          <a
            href={s.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t(`footer.socialName.${s.type}`)}
            data-testid={`footer-social-${s.type}`}
          >
            <SocialIcon type={s.type} />
          </a>
        </li>
      ))}
    </Row>
  );
}

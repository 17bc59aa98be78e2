import { Link } from '../../ui/routerLinks';
import styled from 'styled-components';
import { useBrand } from '../../brand/context';
import { useThemeMode } from '../../theme/themeMode';
import { MOBILE_MEDIA, NARROW_MEDIA, NARROW_QUERY } from '../hooks';
import { vars } from '../../theme/cssVariables';

const LogoLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  height: 100%;
  flex: 0 1 auto;
  min-width: 0;
  border-radius: ${vars.radius.sm};
  font-weight: ${vars.fontWeight.bold};
  font-size: ${vars.fontSize.lg};
  /* the brand's name, where it has no logo, on the header's colour */
  color: ${vars.color.headerText};
  text-decoration: none;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  /* a fixed box, the logo drawn inside it at its own proportions: the header keeps its layout
     while the image loads, whatever the brand's logo measures */
  img {
    display: block;
    height: 40px;
    width: 180px;
    max-width: 100%;
    object-fit: contain;
    object-position: left center;
  }
  ${MOBILE_MEDIA} {
    min-height: 44px;
    img { height: 32px; width: 110px; }
  }
  /* a player's header on a phone: the brand's square mark, which keeps its size, where the wide
     logo shrank to nothing beside a long balance */
  &[data-compact] {
    ${NARROW_MEDIA} {
      flex-shrink: 0;
      /* a 44 px touch target, the mark centred in it */
      justify-content: center;
      min-width: 44px;
      img { width: 32px; }
    }
  }
`;

/**
 * The brand's logo for the current mode, linking home; the brand's name when its manifest has no
 * usable logo. `compact` (a player's header, whose actions need the row): on a phone the brand's
 * square mark (its favicon) instead of the wide logo, where the brand has one.
 */
export function HeaderLogo({ compact = false }: { compact?: boolean }) {
  const brand = useBrand();
  const [mode] = useThemeMode(brand.theme.defaultMode);
  const mark = compact && brand.assets.logo ? brand.assets.favicon : null;
  return (
    <LogoLink to="/" data-testid="header-logo" data-compact={mark ? '' : undefined}>
      {brand.assets.logo ? (
        mark ? (
          <picture>
            <source media={NARROW_QUERY} srcSet={mark} />
            <img src={brand.assets.logo[mode]} alt={brand.name} />
          </picture>
        ) : (
          <img src={brand.assets.logo[mode]} alt={brand.name} />
        )
      ) : (
        brand.name
      )}
    </LogoLink>
  );
}

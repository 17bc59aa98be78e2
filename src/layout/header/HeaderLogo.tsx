import { Link } from '../../ui/routerLinks';
import styled from 'styled-components';
import { useBrand } from '../../brand/context';
import { useThemeMode } from '../../theme/themeMode';
import { MOBILE_MEDIA } from '../hooks';
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
  color: ${vars.color.text};
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
`;

/** The brand's logo for the current mode, linking home; the brand's name when its manifest has no usable logo. */
export function HeaderLogo() {
  const brand = useBrand();
  const [mode] = useThemeMode(brand.theme.defaultMode);
  return (
    <LogoLink to="/" data-testid="header-logo">
      {brand.assets.logo ? <img src={brand.assets.logo[mode]} alt={brand.name} /> : brand.name}
    </LogoLink>
  );
}

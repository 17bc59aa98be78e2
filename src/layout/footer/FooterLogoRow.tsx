import styled from 'styled-components';
import { FooterHeading } from './FooterHeading';
import { vars } from '../../theme/cssVariables';

const Row = styled.ul<{ $size: 'sm' | 'md' }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.md};
  img {
    display: block;
    height: ${({ $size }) => ($size === 'md' ? '32px' : '28px')};
    width: auto;
    max-width: ${({ $size }) => ($size === 'md' ? '120px' : '110px')};
    object-fit: contain;
  }
`;

export interface FooterLogo {
  key: string;
  src: string;
  alt: string;
}

export interface FooterLogoRowProps {
  /** The section's accessible name and visible heading. */
  title: string;
  logos: FooterLogo[];
  /** Test id of every logo image. */
  testId: string;
  /** md: 32px high (payment icons); sm: 28px (partner logos). */
  size?: 'sm' | 'md';
  /** A logo that fails to load hides itself (keeping its place). */
  hideBroken?: boolean;
}

/** A headed footer section of lazy-loaded logo images in a wrapping row; nothing when there are none. */
export function FooterLogoRow({ title, logos, testId, size = 'md', hideBroken = false }: FooterLogoRowProps) {
  if (logos.length === 0) return null;
  return (
    <section aria-label={title}>
      <FooterHeading>{title}</FooterHeading>
      <Row $size={size}>
        {logos.map((logo) => (
          <li key={logo.key}>
            <img
              src={logo.src}
              alt={logo.alt}
              loading="lazy"
              data-testid={testId}
              onError={
                hideBroken
                  ? (e) => {
                      e.currentTarget.style.visibility = 'hidden';
                    }
                  : undefined
              }
            />
          </li>
        ))}
      </Row>
    </section>
  );
}

import styled, { css } from 'styled-components';
import type { Banner } from '../../api/types';
import { isActionable } from './useBannerLinkage';
import { fetchPriorityHigh } from '../../ui/fetchPriority';
import { vars } from '../../theme/cssVariables';

const frame = css`
  display: block;
  width: 100%;
  aspect-ratio: 10 / 3; /* the platform's banner art is 1200x360 */
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.lg};
  overflow: hidden;
  background: ${vars.color.surfaceSunken};
  img { display: block; width: 100%; height: 100%; object-fit: cover; }
`;

const Clickable = styled.button`
  ${frame}
  cursor: pointer;
  &:focus-visible { outline: 3px solid ${vars.color.focus}; outline-offset: -3px; }
`;

const Static = styled.div`
  ${frame}
`;

export interface BannerSlideProps {
  banner: Banner;
  /** accessible name, e.g. "Banner 2 of 5" */
  label: string;
  onOpen: (banner: Banner) => void;
  /** slides off screen in a carousel are not tabbable */
  inert?: boolean;
  /** the slide shown first: loaded at once and ahead of other images */
  eager?: boolean;
}

/** One banner image; a button when its linkage leads somewhere. */
export function BannerSlide({ banner, label, onOpen, inert, eager }: BannerSlideProps) {
  // the first banner is the home page's largest paint: fetched first, not when layout reaches it
  const img = <img src={banner.image} alt={label} loading={eager ? 'eager' : 'lazy'} {...fetchPriorityHigh(eager)} decoding="async" />;
  return isActionable(banner) ? (
    <Clickable type="button" data-testid="banner-slide" tabIndex={inert ? -1 : undefined} onClick={() => onOpen(banner)}>
      {img}
    </Clickable>
  ) : (
    <Static data-testid="banner-slide">{img}</Static>
  );
}

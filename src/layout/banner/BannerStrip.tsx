import { useMemo } from 'react';
import { useAnnouncements } from '../../api/queries';
import { ErrorMessage } from '../../ui/StatusMessage';
import { BannerCarousel } from './BannerCarousel';
import { BannerPlaceholder, HOME_BANNER_GROUP, Strip } from './BannerPlaceholder';
import { bannersOf } from './banners';

/** The route's banner group: a centred paginated carousel on home, a simple carousel elsewhere. */
export function BannerStrip({ group }: { group: string }) {
  const { data, isPending, isError, error, refetch } = useAnnouncements();
  const isHome = group === HOME_BANNER_GROUP;
  const banners = useMemo(() => bannersOf(data, group), [data, group]);

  if (isPending) return <BannerPlaceholder group={group} />;
  if (isError && banners.length === 0) {
    return (
      <Strip data-testid="banner-strip" data-state="error">
        <ErrorMessage error={error} onRetry={() => void refetch()} />
      </Strip>
    );
  }
  if (banners.length === 0) return null;
  return (
    <Strip data-testid="banner-strip">
      <BannerCarousel banners={banners} centred={isHome} withDots={isHome} />
    </Strip>
  );
}

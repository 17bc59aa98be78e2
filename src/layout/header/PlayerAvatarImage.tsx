/**
 * The player's avatar in the header's menu button: the avatar's images in turn (the merchant's
 * folder, then the shared one), each failed load trying the next; after IMAGE_ATTEMPTS failed loads,
 * or with no avatar, the default avatar (the name's initial), as spec section 8 says.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { avatarAttempt, avatarSources } from '../../contract/readers/avatar';
import { useBrand } from '../../brand/context';
import { usePlayerAvatar } from '../../session/avatar';
import { vars } from '../../theme/cssVariables';

const Circle = styled.span`
  flex: 0 0 30px;
  width: 30px;
  height: 30px;
  display: grid;
  place-items: center;
  overflow: hidden;
  border-radius: 50%;
  background: ${vars.color.primary};
  color: ${vars.color.primaryContrast};
  font-weight: ${vars.fontWeight.bold};
  text-transform: uppercase;
  img { width: 100%; height: 100%; object-fit: cover; }
`;

export function PlayerAvatarImage({ name }: { name: string }) {
  const brand = useBrand();
  const avatar = usePlayerAvatar();
  const sources = avatarSources(avatar.data ?? null, brand.cdn.image, brand.merchantCode);
  const key = sources.join(' ');
  const [failed, setFailed] = useState<{ key: string; count: number }>({ key, count: 0 });
  const attempt = failed.key === key ? failed.count : 0;
  const src = avatarAttempt(sources, attempt);
  return (
    <Circle aria-hidden="true" data-testid="header-avatar-image" data-avatar={src ? 'image' : 'default'}>
      {src ? (
        <img src={src} alt="" width={30} height={30} decoding="async" onError={() => setFailed({ key, count: attempt + 1 })} />
      ) : (
        name.slice(0, 1) || '?'
      )}
    </Circle>
  );
}

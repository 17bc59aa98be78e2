/**
 * Choosing the avatar (PROFPIC3): the platform's static pictures as a radio group, each shown from
 * the image CDN (readers/avatar.ts) and falling back to its number when the image is missing;
 * saved with MCSFE_uploadPlayerAvatar `{ avatar, avatarType: "STATIC" }`.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useBrand } from '../../brand/context';
import * as security from '../../contract/calls/security';
import { avatarSources, type PlayerAvatar } from '../../contract/readers/avatar';
import { Button } from '../../ui/Button';
import { Actions, Form } from '../../ui/formParts';
import { ErrorMessage } from '../../ui/StatusMessage';
import { useSecurityCall } from './queries';

/** the static pictures offered (the preview platform's AVATARS) */
export const STATIC_AVATARS = ['1', '2', '3', '4', '5', '6', '7', '8'] as const;

const Grid = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(56px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  legend { padding: 0; margin-bottom: ${({ theme }) => theme.space.xs}; font-size: ${({ theme }) => theme.font.size.sm}; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Choice = styled.label<{ $on: boolean }>`
  position: relative;
  display: grid;
  place-items: center;
  aspect-ratio: 1;
  border-radius: 50%;
  border: 2px solid ${({ theme, $on }) => ($on ? theme.colors.primary : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  overflow: hidden;
  cursor: pointer;
  input { position: absolute; opacity: 0; inset: 0; margin: 0; cursor: pointer; }
  &:focus-within { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  img { width: 100%; height: 100%; object-fit: cover; }
`;

function Picture({ id }: { id: string }) {
  const brand = useBrand();
  const sources = avatarSources({ kind: 'icon', id }, brand.cdn.image, brand.merchantCode);
  const [tries, setTries] = useState(0);
  if (tries >= sources.length) return <span aria-hidden="true">{id}</span>;
  return <img src={sources[tries]} alt="" loading="lazy" onError={() => setTries((n) => n + 1)} />;
}

export function AvatarPicker({ current, onDone }: { current: PlayerAvatar | null; onDone: () => void }) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState(current?.kind === 'icon' ? current.id : '');
  const send = useSecurityCall<{ avatar: string; avatarType: 'STATIC' }>(security.updateAvatar, onDone);
  function submit(e: FormEvent) {
    e.preventDefault();
    if (picked) send.mutate({ avatar: picked, avatarType: 'STATIC' });
  }
  return (
    <Form onSubmit={submit} noValidate aria-label={t('security.avatar.title')} data-testid="avatar-form">
      <Grid>
        <legend>{t('security.avatar.choose')}</legend>
        {STATIC_AVATARS.map((id) => (
          <Choice key={id} $on={picked === id} data-testid={`avatar-choice-${id}`}>
            <input type="radio" name="avatar" value={id} checked={picked === id} onChange={() => setPicked(id)} aria-label={t('security.avatar.number', { n: id })} />
            <Picture id={id} />
          </Choice>
        ))}
      </Grid>
      {send.isError && <ErrorMessage error={send.error} />}
      <Actions>
        <Button type="submit" disabled={send.isPending || !picked} data-testid="avatar-submit">
          {t('security.save')}
        </Button>
      </Actions>
    </Form>
  );
}

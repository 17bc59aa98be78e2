/**
 * Choosing the avatar (PROFPIC3): the platform's static pictures as a radio group, each shown from
 * the image CDN (readers/avatar.ts) and falling back to its number when the image is missing,
 * or a picture of the player's own (png or jpg under 5 MB, compressed in the browser); saved with
 * MCSFE_uploadPlayerAvatar `{ avatar, avatarType }` (the custom body is designed: docs/security-centre.md).
 */
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useBrand } from '../../brand/context';
import * as security from '../../contract/calls/security';
import { avatarSources, type PlayerAvatar } from '../../contract/readers/avatar';
import { Button } from '../../ui/Button';
import { Actions, Field, Form, Input, Note, Problem } from '../../ui/formParts';
import { compressedDataUrl, imageProblem, MB, type ImageProblem } from '../../ui/imageFile';
import { ErrorMessage } from '../../ui/StatusMessage';
import { useSecurityCall } from './queries';
import { vars } from '../../theme/cssVariables';

/** the static pictures offered (the preview platform's AVATARS) */
export const STATIC_AVATARS = ['1', '2', '3', '4', '5', '6', '7', '8'] as const;
/** the largest picture of the player's own, before compression */
export const CUSTOM_AVATAR_MB = 5;

const Grid = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(56px, 1fr));
  gap: ${vars.space.sm};
  legend { padding: 0; margin-bottom: ${vars.space.xs}; font-size: ${vars.fontSize.sm}; color: ${vars.color.textMuted}; }
`;

const Choice = styled.label<{ $on: boolean }>`
  position: relative;
  display: grid;
  place-items: center;
  aspect-ratio: 1;
  border-radius: 50%;
  border: 2px solid ${({ $on }) => ($on ? vars.color.primary : vars.color.border)};
  background: ${vars.color.surfaceSunken};
  color: ${vars.color.text};
  font-weight: ${vars.fontWeight.medium};
  overflow: hidden;
  cursor: pointer;
  input { position: absolute; opacity: 0; inset: 0; width: 100%; height: 100%; margin: 0; cursor: pointer; }
  &:focus-within { outline: 2px solid ${vars.color.focus}; outline-offset: 2px; }
  img { width: 100%; height: 100%; object-fit: cover; }
`;

function Picture({ id }: { id: string }) {
  const brand = useBrand();
  const sources = avatarSources({ kind: 'icon', id }, brand.cdn.image, brand.merchantCode);
  const [tries, setTries] = useState(0);
  if (tries >= sources.length) return <span aria-hidden="true">{id}</span>;
  return <img src={sources[tries]} alt="" loading="lazy" onError={() => setTries((n) => n + 1)} />;
}

/** The chosen file shown before it is sent: a blob: URL set on the image, released when the choice changes. */
function OwnPicture({ file }: { file: File }) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (image.current) image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return <img ref={image} alt="" />;
}

type AvatarBody = { avatar: string; avatarType: 'STATIC' | 'CUSTOM' };

export function AvatarPicker({ current, onDone }: { current: PlayerAvatar | null; onDone: () => void }) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState(current?.kind === 'icon' ? current.id : '');
  const [own, setOwn] = useState<File | null>(null);
  const [problem, setProblem] = useState<ImageProblem>(null);
  const send = useSecurityCall<AvatarBody>(security.updateAvatar, onDone);
  const [preparing, setPreparing] = useState(false);

  function chooseFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const bad = imageProblem(file, CUSTOM_AVATAR_MB * MB);
    setProblem(bad);
    if (bad) return;
    setOwn(file);
    setPicked('');
  }
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (own) {
      setPreparing(true);
      try {
        send.run({ avatar: await compressedDataUrl(own), avatarType: 'CUSTOM' });
      } catch {
        setProblem('type'); // a file that is not really an image cannot be read
      } finally {
        setPreparing(false);
      }
    } else if (picked) send.run({ avatar: picked, avatarType: 'STATIC' });
  }
  return (
    <Form onSubmit={submit} noValidate aria-label={t('security.avatar.title')} data-testid="avatar-form">
      <Grid>
        <legend>{t('security.avatar.choose')}</legend>
        {STATIC_AVATARS.map((id) => (
          <Choice key={id} $on={!own && picked === id} data-testid={`avatar-choice-${id}`}>
            <input
              type="radio"
              name="avatar"
              value={id}
              checked={!own && picked === id}
              onChange={() => {
                setPicked(id);
                setOwn(null);
              }}
              aria-label={t('security.avatar.number', { n: id })}
            />
            <Picture id={id} />
          </Choice>
        ))}
        {own && (
          <Choice $on data-testid="avatar-own-preview">
            <input type="radio" name="avatar" checked readOnly aria-label={t('security.avatar.own')} />
            <OwnPicture file={own} />
          </Choice>
        )}
      </Grid>
      <Field>
        {t('security.avatar.upload')}
        <Input as="input" type="file" accept="image/png,image/jpeg,.png,.jpg,.jpeg" onChange={chooseFile} disabled={send.isPending || preparing} data-testid="avatar-upload" />
        <Note>{t('common.image.rule', { max: CUSTOM_AVATAR_MB })}</Note>
        {problem && (
          <Problem role="alert" data-testid="avatar-upload-problem">
            {t(`common.image.${problem}`, { max: CUSTOM_AVATAR_MB })}
          </Problem>
        )}
      </Field>
      {send.isError && <ErrorMessage error={send.error} />}
      <Actions>
        <Button type="submit" disabled={preparing || (!picked && !own)} $busy={send.isPending} data-testid="avatar-submit">
          {t('security.save')}
        </Button>
      </Actions>
    </Form>
  );
}

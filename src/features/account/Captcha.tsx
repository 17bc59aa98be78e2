/**
 * The captcha image from /wps/captcha (never cached). Refreshed on click at most once per
 * second (spec section 9) and whenever `refreshSignal` changes (a failed login carrying the
 * captcha flag). A failed fetch is silent (spec section 8): the button just offers a retry.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { createThrottle } from '../../ui/throttle';
import { fetchCaptcha } from './api';
import { vars } from '../../theme/cssVariables';

const ImageButton = styled.button`
  flex: 0 0 120px;
  height: 42px;
  padding: 0;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  cursor: pointer;
  overflow: hidden;
  img { display: block; width: 100%; height: 100%; object-fit: contain; }
  &:focus-visible { outline: 2px solid ${vars.color.focus}; }
`;

export function CaptchaImage({ refreshSignal }: { refreshSignal: number }) {
  const { t } = useTranslation();
  const [src, setSrc] = useState<string | null>(null);
  const [nonce, setNonce] = useState(0);
  const throttle = useMemo(() => createThrottle(), []);

  useEffect(() => {
    const controller = new AbortController();
    fetchCaptcha(controller.signal).then(
      (url) => setSrc(url),
      () => {
        if (!controller.signal.aborted) setSrc(null);
      },
    );
    return () => controller.abort();
  }, [nonce, refreshSignal]);

  return (
    <ImageButton
      type="button"
      aria-label={t('account.captchaRefresh')}
      title={t('account.captchaRefresh')}
      data-testid="captcha-image"
      data-loaded={src ? 'true' : 'false'}
      onClick={() => throttle.run(() => setNonce((n) => n + 1))}
    >
      {src ? <img src={src} alt={t('account.captchaAlt')} /> : t('account.captchaRefresh')}
    </ImageButton>
  );
}

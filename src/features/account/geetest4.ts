/**
 * GeeTest's V4 widget behind the human check's adapter (HumanCheck.tsx): loads the provider's
 * script (contract/geetest4.ts GEETEST4_SCRIPT_URL) once, on the first check that needs it (this
 * module is a chunk of its own, imported only then: never on the home page), and makes one widget
 * per puzzle in GeeTest's `bind` form, whose popup `verify()` opens. A script that cannot load
 * (blocked, offline) rejects, and the next attempt loads it again.
 */
import { GEETEST4_SCRIPT_URL, readGeetest4Validate } from '../../contract/geetest4';
import type { HumanCheckAnswer } from '../../contract/readers/signIn';

/** What one attempt at the check came to. */
export type HumanCheckOutcome = { kind: 'passed'; answer: HumanCheckAnswer } | { kind: 'cancelled' } | { kind: 'failed' };

/** One puzzle of the provider: `verify()` shows it and says how it went; `destroy()` takes it off the page. */
export interface HumanCheckAdapter {
  verify(): Promise<HumanCheckOutcome>;
  destroy(): void;
}

/** The part of GeeTest's V4 API the site uses (its public docs; contract/geetest4.ts). */
interface Geetest4Captcha {
  onReady(fn: () => void): Geetest4Captcha;
  onSuccess(fn: () => void): Geetest4Captcha;
  onError(fn: (error: unknown) => void): Geetest4Captcha;
  onClose(fn: () => void): Geetest4Captcha;
  showCaptcha(): void;
  getValidate(): unknown;
  reset?(): void;
  destroy?(): void;
}
type InitGeetest4 = (config: Record<string, unknown>, callback: (captcha: Geetest4Captcha) => void) => void;

declare global {
  interface Window {
    initGeetest4?: InitGeetest4;
  }
}

let loading: Promise<InitGeetest4> | null = null;

/** GeeTest's script, added to the page once; a failed load is forgotten so a retry adds it again. */
export function loadGeetest4Script(doc: Document = document): Promise<InitGeetest4> {
  if (window.initGeetest4) return Promise.resolve(window.initGeetest4);
  loading ??= new Promise<InitGeetest4>((resolve, reject) => {
    const script = doc.createElement('script');
    script.async = true;
    script.src = GEETEST4_SCRIPT_URL;
    script.dataset.humanCheck = 'geetest4';
    const failed = () => {
      script.remove();
      loading = null;
      reject(new Error('the GeeTest script did not load'));
    };
    script.onload = () => (window.initGeetest4 ? resolve(window.initGeetest4) : failed());
    script.onerror = failed;
    doc.head.append(script);
  });
  return loading;
}

/** The widget for a captcha id, ready to verify; rejects when the script or the widget cannot start. */
export async function createGeetest4Adapter(captchaId: string, language: string): Promise<HumanCheckAdapter> {
  const init = await loadGeetest4Script();
  const captcha = await new Promise<Geetest4Captcha>((resolve, reject) => {
    try {
      init({ captchaId, product: 'bind', language, hideSuccess: true }, (c) => {
        c.onReady(() => resolve(c));
        // an error before it is ready: the widget cannot start (GeeTest down, a wrong id)
        c.onError(reject);
      });
    } catch (e) {
      reject(e);
    }
  });

  let settle: ((outcome: HumanCheckOutcome) => void) | null = null;
  const finish = (outcome: HumanCheckOutcome) => {
    settle?.(outcome);
    settle = null;
  };
  captcha.onSuccess(() => {
    const answer = readGeetest4Validate(captcha.getValidate(), captchaId);
    finish(answer ? { kind: 'passed', answer: { geetestValidateV4: answer } } : { kind: 'failed' });
  });
  captcha.onError(() => finish({ kind: 'failed' }));
  captcha.onClose(() => finish({ kind: 'cancelled' }));

  return {
    verify() {
      finish({ kind: 'cancelled' });
      return new Promise<HumanCheckOutcome>((resolve) => {
        settle = resolve;
        try {
          captcha.showCaptcha();
        } catch {
          finish({ kind: 'failed' });
        }
      });
    },
    destroy() {
      finish({ kind: 'cancelled' });
      captcha.destroy?.();
    },
  };
}

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { GEETEST4_SCRIPT_URL } from '../../contract/geetest4';
import { createGeetest4Adapter, loadGeetest4Script } from './geetest4';

/** A fake of GeeTest's widget: what the player does once the popup shows. */
type Player = 'pass' | 'close' | 'error' | 'incomplete';

function installFake(player: Player, { failReady = false } = {}) {
  const configs: Array<Record<string, unknown>> = [];
  window.initGeetest4 = (config, callback) => {
    configs.push(config);
    const on: Record<string, (arg?: unknown) => void> = {};
    let validate: unknown = null;
    const captcha = {
      onReady: (f: () => void) => ((on.ready = f), captcha),
      onSuccess: (f: () => void) => ((on.success = f), captcha),
      onError: (f: (e: unknown) => void) => ((on.error = f), captcha),
      onClose: (f: () => void) => ((on.close = f), captcha),
      showCaptcha: () => {
        if (player === 'close') return on.close?.();
        if (player === 'error') return on.error?.({ code: '60500' });
        validate = player === 'pass' ? { lot_number: 'lot1', captcha_output: 'out1', pass_token: 'pass1', gen_time: '1700000000' } : { lot_number: 'lot1' };
        on.success?.();
      },
      getValidate: () => validate,
      destroy: () => undefined,
    };
    callback(captcha);
    queueMicrotask(() => (failReady ? on.error?.({ code: '60001' }) : on.ready?.()));
  };
  return configs;
}

afterEach(() => {
  delete window.initGeetest4;
  document.head.innerHTML = '';
});

describe('the GeeTest adapter: what one verify() comes to', () => {
  it.each<[string, Player, unknown]>([
    ['the player passes: the V4 fields with the captcha id', 'pass', { kind: 'passed', answer: { geetestValidateV4: { captcha_id: 'cid-1', lot_number: 'lot1', captcha_output: 'out1', pass_token: 'pass1', gen_time: '1700000000' } } }],
    ['the player closes the popup', 'close', { kind: 'cancelled' }],
    ['the widget fails while open', 'error', { kind: 'failed' }],
    ['a validate missing fields', 'incomplete', { kind: 'failed' }],
  ])('%s', async (_name, player, expected) => {
    const configs = installFake(player);
    const adapter = await createGeetest4Adapter('cid-1', 'eng');
    expect(configs).toEqual([{ captchaId: 'cid-1', product: 'bind', language: 'eng', hideSuccess: true }]);
    expect(await adapter.verify()).toEqual(expected);
  });

  it('a widget that errors before it is ready does not start', async () => {
    installFake('pass', { failReady: true });
    await expect(createGeetest4Adapter('cid-1', 'eng')).rejects.toBeTruthy();
  });
});

describe("loading GeeTest's script", () => {
  it('adds gt4.js once; a failed load is forgotten, so the next attempt adds it again', async () => {
    const first = loadGeetest4Script();
    const second = loadGeetest4Script();
    const scripts = () => [...document.head.querySelectorAll('script')].map((s) => s.src);
    expect(scripts()).toEqual([GEETEST4_SCRIPT_URL]);
    document.head.querySelector('script')!.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow();
    await expect(second).rejects.toThrow();
    expect(scripts()).toEqual([]);

    const retry = loadGeetest4Script();
    expect(scripts()).toEqual([GEETEST4_SCRIPT_URL]);
    installFake('pass');
    document.head.querySelector('script')!.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBe(window.initGeetest4);
  });
});

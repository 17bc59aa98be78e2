/**
 * The preview's floating toolbar (bottom left, collapsible, in a shadow root so the brand's
 * styles never touch it): theme, language, brand, site status, log in as a seed player or agent,
 * or start a trial through free play (offered disabled, with the reason, when the brand has
 * free play off).
 */
import type { ThemeMode } from '../theme/themeMode';
import type { CheckError } from './overlay';

export interface PreviewInfo {
  code: string;
  previewed: string;
  brands: string[];
  languages: string[];
  /** seed players and agents of fixtures/accounts.json */
  accounts: Array<{ username: string; nickname: string; kind: 'player' | 'agent' }>;
  /** FREEPLAY3: whether a trial can be started */
  freePlay: boolean;
  check: { ok: boolean; errors: CheckError[]; warnings: CheckError[] };
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface ToolbarOptions {
  t: Translate;
  info: PreviewInfo;
  theme: () => ThemeMode;
  setTheme: (mode: ThemeMode) => void;
  language: () => string;
  setLanguage: (code: string) => Promise<void>;
}

const STATUSES = [
  ['normal', 'statusNormal'],
  ['maintenance', 'statusMaintenance'],
  ['region', 'statusRegion'],
] as const;

const CSS = `
:host { all: initial; }
.bar { position: fixed; left: 12px; bottom: 12px; z-index: 2147483500; font: 13px/1.3 system-ui, sans-serif;
  color: #f3f3f6; background: #1b1b22ee; border: 1px solid #555a; border-radius: 10px; box-shadow: 0 4px 18px #0008;
  padding: 8px; display: flex; flex-wrap: wrap; gap: 8px; align-items: end; max-width: calc(100vw - 40px); }
.bar.collapsed { padding: 0; border: 0; background: none; box-shadow: none; }
label { display: flex; flex-direction: column; gap: 2px; font-size: 11px; color: #c9c9d3; }
select, button { font: inherit; font-size: 13px; color: #f3f3f6; background: #2a2a33; border: 1px solid #666a; border-radius: 6px; padding: 4px 6px; min-height: 28px; }
button { cursor: pointer; }
select:focus-visible, button:focus-visible { outline: 2px solid #8ab4ff; outline-offset: 1px; }
.msg { flex-basis: 100%; color: #ffb3b3; font-size: 12px; }
`;

function currentStatus(): string {
  const m = /(?:^|;\s*)preview=([^;]*)/.exec(document.cookie);
  return m?.[1] ?? 'normal';
}

/** The same path for another brand: `<code>.localhost` when the page uses it, else `?merchant=`. */
function brandHref(code: string): string {
  const url = new URL(location.href);
  if (url.hostname.endsWith('.localhost')) url.hostname = `${code}.localhost`;
  else url.searchParams.set('merchant', code);
  url.searchParams.delete('token');
  if (url.searchParams.get('preview') === 'normal') url.searchParams.delete('preview');
  return url.toString();
}

function withParam(name: string, value: string): string {
  const url = new URL(location.href);
  url.searchParams.set(name, value);
  return url.toString();
}

/** A choice of the "log in as" list: a seed account, or a new trial through free play. */
export interface LoginChoice {
  value: string;
  text: string;
  disabled?: boolean;
}

export const TRIAL_CHOICE = 'trial';
const ACCOUNT_PREFIX = 'account:';

/** The "log in as" list (pure): a placeholder, the seed accounts, then the trial (disabled with the reason when free play is off). */
export function loginChoices(info: Pick<PreviewInfo, 'accounts' | 'freePlay'>, t: Translate): LoginChoice[] {
  return [
    { value: '', text: t('loginChoose') },
    ...info.accounts.map((a) => ({ value: `${ACCOUNT_PREFIX}${a.username}`, text: `${t(a.kind)}: ${a.nickname} (${a.username})` })),
    info.freePlay ? { value: TRIAL_CHOICE, text: t('trialNew') } : { value: TRIAL_CHOICE, text: t('trialOff'), disabled: true },
  ];
}

/** The username of an account choice, null for the trial and the placeholder. */
export function choiceUsername(value: string): string | null {
  return value.startsWith(ACCOUNT_PREFIX) ? value.slice(ACCOUNT_PREFIX.length) : null;
}

async function tokenFor(info: PreviewInfo, choice: string): Promise<string> {
  const query = `?merchant=${encodeURIComponent(info.code)}`;
  if (choice === TRIAL_CHOICE) {
    // a trial is made by free play, through the site's own call (contract, encryption, envelope)
    const { freePlayCall } = await import('../features/account/api');
    return (await freePlayCall()).token;
  }
  // the preview platform's preview-only login (as under npm start): a session for the username, no password
  const res = await fetch(`/__preview/login${query}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Merchant: info.code },
    body: JSON.stringify({ username: choiceUsername(choice) }),
  });
  const reply = (await res.json()) as { success?: boolean; value?: { token?: string }; message?: string };
  if (!reply.success || !reply.value?.token) throw new Error(reply.message ?? `HTTP ${res.status}`);
  return reply.value.token;
}

export function createToolbar(opts: ToolbarOptions) {
  const { t } = opts;
  let info = opts.info;
  const COLLAPSED_KEY = 'previewToolbarCollapsed';
  let collapsed = (() => {
    try {
      return sessionStorage.getItem(COLLAPSED_KEY) === '1';
    } catch {
      return false;
    }
  })();
  let message = '';
  const host = document.createElement('div');
  host.setAttribute('data-testid', 'preview-toolbar');
  host.setAttribute('data-preview-ui', '');
  const root = host.attachShadow({ mode: 'open' });
  document.body.appendChild(host);

  function select(label: string, name: string, options: Array<[value: string, text: string] | LoginChoice>, value: string, onChange: (v: string) => void) {
    const wrap = document.createElement('label');
    wrap.append(label);
    const el = document.createElement('select');
    el.name = name;
    for (const o of options) {
      const [v, text, disabled] = Array.isArray(o) ? [o[0], o[1], false] : [o.value, o.text, Boolean(o.disabled)];
      const option = new Option(text, v, false, v === value);
      option.disabled = disabled;
      el.add(option);
    }
    el.addEventListener('change', () => onChange(el.value));
    wrap.appendChild(el);
    return wrap;
  }

  function render(): void {
    root.replaceChildren();
    const style = document.createElement('style');
    style.textContent = CSS;
    const bar = document.createElement('div');
    bar.className = collapsed ? 'bar collapsed' : 'bar';
    bar.setAttribute('role', 'toolbar');
    bar.setAttribute('aria-label', t('toolbar'));
    const toggle = document.createElement('button');
    toggle.type = 'button';
    toggle.textContent = collapsed ? t('show') : t('hide');
    toggle.setAttribute('aria-expanded', String(!collapsed));
    toggle.addEventListener('click', () => {
      collapsed = !collapsed;
      try {
        sessionStorage.setItem(COLLAPSED_KEY, collapsed ? '1' : '0');
      } catch {
        /* storage blocked: for this page only */
      }
      render();
      root.querySelector('button')?.focus();
    });
    bar.appendChild(toggle);
    if (!collapsed) {
      bar.append(
        select(t('theme'), 'theme', [['dark', t('dark')], ['light', t('light')]], opts.theme(), (v) => opts.setTheme(v as ThemeMode)),
        select(t('language'), 'language', info.languages.map((l) => [l, l]), opts.language(), (v) => void opts.setLanguage(v)),
        select(t('brand'), 'brand', info.brands.map((b) => [b, b]), info.code, (v) => location.assign(brandHref(v))),
        select(t('status'), 'status', STATUSES.map(([v, key]) => [v, t(key)]), currentStatus(), (v) => location.assign(withParam('preview', v))),
      );
      bar.appendChild(
        select(t('login'), 'login', loginChoices(info, t), '', (choice) => {
          if (choice !== TRIAL_CHOICE && !choiceUsername(choice)) return;
          // the site's own "token in the address logs the user in" (spec section 3) finishes the login
          tokenFor(info, choice).then(
            (token) => location.assign(withParam('token', token)),
            (err: unknown) => {
              message = t('loginFailed', { message: err instanceof Error ? err.message : String(err) });
              render();
            },
          );
        }),
      );
      if (message) {
        const msg = document.createElement('div');
        msg.className = 'msg';
        msg.setAttribute('role', 'status');
        msg.textContent = message;
        bar.appendChild(msg);
      }
    }
    root.append(style, bar);
  }

  render();
  return {
    refresh: render,
    update(next: PreviewInfo) {
      info = next;
      render();
    },
  };
}

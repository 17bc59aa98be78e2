/** The preview's error overlay: the brand check's findings over the page, in a shadow root. */

export interface CheckError {
  file: string;
  line: number;
  pointer: string;
  message: string;
  /** `file:line  /pointer  message` */
  text: string;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

const CSS = `
:host { all: initial; }
.backdrop { position: fixed; inset: 0; z-index: 2147483600; background: rgba(8, 8, 12, 0.82);
  display: flex; align-items: flex-start; justify-content: center; overflow: auto; padding: 24px 12px;
  font: 14px/1.45 system-ui, sans-serif; color: #f3f3f6; }
.panel { max-width: 920px; width: 100%; background: #1b1b22; border: 2px solid #ff6b6b; border-radius: 10px; padding: 16px 18px; }
h2 { margin: 0 0 4px; font-size: 18px; color: #ffb3b3; }
p { margin: 0 0 12px; color: #d6d6de; }
ol { margin: 0; padding-left: 22px; }
li { margin: 4px 0; font: 13px/1.4 ui-monospace, SFMono-Regular, Menlo, monospace; white-space: pre-wrap; word-break: break-word; }
`;

export function createOverlay(t: Translate) {
  let host: HTMLElement | null = null;
  let shown: { code: string; errors: readonly CheckError[] } | null = null;

  function render(): void {
    if (!shown) return;
    if (!host) {
      host = document.createElement('div');
      host.setAttribute('data-testid', 'preview-overlay');
      host.setAttribute('data-preview-ui', '');
      host.attachShadow({ mode: 'open' });
      document.body.appendChild(host);
    }
    const root = host.shadowRoot!;
    root.replaceChildren();
    const style = document.createElement('style');
    style.textContent = CSS;
    const backdrop = document.createElement('div');
    backdrop.className = 'backdrop';
    const panel = document.createElement('section');
    panel.className = 'panel';
    panel.setAttribute('role', 'alert');
    const title = document.createElement('h2');
    title.textContent = t('overlayTitle');
    const count = document.createElement('p');
    count.textContent = `${t('overlayCount', { count: shown.errors.length, code: shown.code })}. ${t('overlayHint')}`;
    const list = document.createElement('ol');
    for (const e of shown.errors) {
      const item = document.createElement('li');
      item.textContent = e.text;
      list.appendChild(item);
    }
    panel.append(title, count, list);
    backdrop.appendChild(panel);
    root.append(style, backdrop);
  }

  return {
    show(code: string, errors: readonly CheckError[]) {
      shown = { code, errors };
      render();
    },
    hide() {
      shown = null;
      host?.remove();
      host = null;
    },
    refresh: render,
  };
}

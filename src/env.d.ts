/** This build's theme engine (scripts/theme-engine.mjs, set by vite.config.ts): compiled themes name the engine that made them. */
declare const __THEME_ENGINE__: string;

interface ImportMetaEnv {
  /** `off`: the build registers no service worker and removes one an earlier build left (src/boot/serviceWorker/register.ts) */
  readonly VITE_SERVICE_WORKER?: string;
}

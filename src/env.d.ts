/** This build's theme engine (scripts/theme-engine.mjs, set by vite.config.ts): compiled themes name the engine that made them. */
declare const __THEME_ENGINE__: string;

/** See theme-engine.mjs. */
export declare const THEME_ENGINE_INPUTS: readonly string[];
export declare function themeEngineId(root: string): string;
export declare function loadThemeEngine(): Promise<{ engine: string; compile: (theme: unknown) => unknown }>;
export declare function themeCss(compiled: unknown, defaultMode: unknown): string;

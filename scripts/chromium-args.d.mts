export const CHROMIUM_ARGS: readonly string[];
export const UNSEEN_FEATURES: readonly string[];
export const OFF_MACHINE_UNRESOLVED: string;
export function playwrightDisabledFeatures(): string[];
export function playwrightChromiumArgs(): string[];
export function disabledFeaturesIn(code: string): string[];

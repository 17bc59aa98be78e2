/**
 * The contract as one module, for the tools that run in Node (the preview platform, brand:check,
 * the tests): scripts/brand/engine.ts bundles it. The site imports the modules it needs directly,
 * so its bundles take only those.
 */
export * from './callSpec';
export * from './errorCodes';
export * from './calls';
export * from './fieldRules';
export * from './findings';
export * from './flags';
export * from './gameCategories';
export * from './feedback';
export * from './pointTransactions';
export * from './phoneSignIn';
export * from './codeSend';
export * from './bootCalls';

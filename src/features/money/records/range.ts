/** Moved to ui/records/range.ts (the agent centre's reports share it). */
export * from '../../../ui/records/range';

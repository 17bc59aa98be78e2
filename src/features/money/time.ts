/** Moved to ui/formatDateTime.ts (the agent centre shares it). */
export { formatDateTime } from '../../ui/formatDateTime';

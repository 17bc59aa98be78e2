/**
 * Props that ask the browser to fetch an image ahead of the others. React 18 does not know the
 * `fetchPriority` prop: it would set the attribute anyway but warn in development, so this sets the
 * lowercase HTML attribute, which is what the browser reads.
 */
export const fetchPriorityHigh = (on: boolean | undefined): { fetchpriority?: 'high' } => (on ? { fetchpriority: 'high' } : {});

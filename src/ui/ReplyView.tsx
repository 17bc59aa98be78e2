import styled from 'styled-components';
import { vars } from '../theme/cssVariables';

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  gap: ${vars.space.xs} ${vars.space.md};
  margin: 0;
  dt { color: ${vars.color.textMuted}; }
  dd { margin: 0; font-weight: ${vars.fontWeight.medium}; overflow-wrap: anywhere; }
`;

/** Flattens a reply into label/value rows (nested keys joined with dots); the shape is the platform's. */
export function replyRows(value: unknown, prefix = ''): Array<[string, string]> {
  if (value === null || value === undefined) return prefix ? [[prefix, '—']] : [];
  if (typeof value !== 'object') return [[prefix, String(value)]];
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value as Record<string, unknown>);
  return entries.flatMap(([k, v]) => replyRows(v, prefix ? `${prefix}.${k}` : k));
}

/** A platform reply of unknown shape as a definition list of its (flattened) fields. */
export function ReplyView({ value, testId }: { value: unknown; testId?: string }) {
  const rows = replyRows(value);
  return (
    <List data-testid={testId}>
      {rows.map(([k, v]) => (
        <div key={k || 'value'} style={{ display: 'contents' }}>
          {k ? <dt>{k}</dt> : null}
          <dd>{v}</dd>
        </div>
      ))}
    </List>
  );
}

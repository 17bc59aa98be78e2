import type { CSSProperties, ReactNode } from 'react';
import { tabId, tabPanelId } from './Tabs';

/** A panel that lays its content out as the page around it does: a grid with the page's gap. */
export const PAGE_FLOW: CSSProperties = { display: 'grid', gap: 'inherit' };

/** The panel of a `Tabs` bar: role=tabpanel, labelled by the active tab. */
export function TabPanel({
  idPrefix,
  value,
  panelId,
  style,
  tabbed = true,
  children,
}: {
  idPrefix: string;
  /** Key of the active tab. */
  value: string;
  /** Same as the `Tabs` panelId; `tabPanelId(idPrefix)` by default. */
  panelId?: string;
  style?: CSSProperties;
  /** false when the bar is not shown (a single choice): the content alone, no panel of absent tabs */
  tabbed?: boolean;
  children: ReactNode;
}) {
  if (!tabbed) return <>{children}</>;
  return (
    <div role="tabpanel" id={panelId ?? tabPanelId(idPrefix)} aria-labelledby={tabId(idPrefix, value)} style={style}>
      {children}
    </div>
  );
}

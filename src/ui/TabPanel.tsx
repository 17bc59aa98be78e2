import type { CSSProperties, ReactNode } from 'react';
import { tabId, tabPanelId } from './Tabs';

/** The panel of a `Tabs` bar: role=tabpanel, labelled by the active tab. */
export function TabPanel({
  idPrefix,
  value,
  panelId,
  style,
  children,
}: {
  idPrefix: string;
  /** Key of the active tab. */
  value: string;
  /** Same as the `Tabs` panelId; `tabPanelId(idPrefix)` by default. */
  panelId?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <div role="tabpanel" id={panelId ?? tabPanelId(idPrefix)} aria-labelledby={tabId(idPrefix, value)} style={style}>
      {children}
    </div>
  );
}

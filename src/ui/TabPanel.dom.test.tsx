// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { Tabs } from './Tabs';
import { TabPanel } from './TabPanel';
import { renderWithProviders } from './testing/renderWithProviders';

const brand = {} as never;
const ITEMS = [
  { key: 'bank', label: 'Bank' },
  { key: 'wallet', label: 'E-wallet' },
];

describe('TabPanel', () => {
  it.each([
    { tabbed: true, panels: 1 },
    { tabbed: false, panels: 0 },
  ])('tabbed=$tabbed: $panels tab panel round the content, which shows either way', async ({ tabbed, panels }) => {
    await renderWithProviders(
      <>
        {tabbed && <Tabs items={ITEMS} value="wallet" onChange={() => undefined} label="Methods" idPrefix="pay" />}
        <TabPanel tabbed={tabbed} idPrefix="pay" value="wallet">
          <p data-testid="content">form</p>
        </TabPanel>
      </>,
      { brand },
    );
    expect(document.querySelector('[data-testid="content"]')).not.toBeNull();
    const panel = document.querySelectorAll('[role="tabpanel"]');
    expect(panel).toHaveLength(panels);
    if (tabbed) {
      // every tab controls a panel that exists, labelled by the tab that is chosen
      for (const tab of document.querySelectorAll('[role="tab"]')) expect(document.getElementById(tab.getAttribute('aria-controls')!)).toBe(panel[0]);
      expect(panel[0]!.getAttribute('aria-labelledby')).toBe(document.querySelector('[role="tab"][aria-selected="true"]')!.id);
    }
  });
});

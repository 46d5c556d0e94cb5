// The marketing section's tabs (issue 18 item 5): one entry each, a unique address, the points rules first.
import { describe, expect, it } from 'vitest';
import { marketingTabs } from './MarketingPage.tsx';
import LevelsTab from './marketing/LevelsTab.tsx';
import PointsRulesTab from './marketing/PointsRulesTab.tsx';

describe("the marketing section's tabs", () => {
  it('have unique addresses, the points rules first and the member levels among them', () => {
    expect(new Set(marketingTabs.map((tab) => tab.path)).size).toBe(marketingTabs.length);
    expect(marketingTabs[0]?.Body).toBe(PointsRulesTab);
    const levels = marketingTabs.find((tab) => tab.path === 'levels');
    expect(levels?.Body).toBe(LevelsTab);
    expect(levels?.label.message).toBe('Member levels');
  });
});

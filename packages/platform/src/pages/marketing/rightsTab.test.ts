// The level rights tab (decisions/0108) is one entry of the marketing section, at /marketing/rights.
import { describe, expect, it } from 'vitest';
import { marketingTabs } from '../MarketingPage.tsx';
import RightsTab from './RightsTab.tsx';

describe('the level rights tab', () => {
  it('is listed at its own address with its label', () => {
    const rights = marketingTabs.find((tab) => tab.path === 'rights');
    expect(rights?.Body).toBe(RightsTab);
    expect(rights?.label.message).toBe('Level rights');
  });
});

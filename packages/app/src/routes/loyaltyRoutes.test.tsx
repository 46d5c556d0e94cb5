// The loyalty routes assembled with their data (issue 14): the points centre, the member centre, the
// member benefits, buying a membership, the points mall, its product page and its checkout. Rendered to markup from SWR's fallback (no network, no effects).
import { beforeAll, describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import { activateLocale } from '@mall/ui/i18n';
import {
  getRightsRead,
  getScoreInfo,
  getScoreLevels,
  getScoreLog,
  getScoreProdInfo,
  getScoreProdPage,
  keyOf,
} from '@mall/client';
import type { Page } from '@mall/domain';
import {
  demoLevels,
  demoPlans,
  demoScoreInfo,
  demoScoreLogs,
  demoScoreProdInfo,
  demoScoreProds,
} from '@mall/ui/storybook/fixtures/loyalty';
import { LEVELS_PAGE_SIZE, SCORE_LOG_PAGE_SIZE, SCORE_PROD_PAGE_SIZE } from '../hooks/loyalty.ts';
import { renderRoute, swrFallback } from '../test/renderRoute.tsx';
import { Component as PointsRoute } from './userCenter/uc-integral.tsx';
import { Component as MemberCenterRoute } from './memberCenter.tsx';
import { Component as MemberEquityRoute } from './memberEquity.tsx';
import { Component as BuyMemberRoute } from './buyMember.tsx';
import { Component as IntegralMallRoute } from './integralMall.tsx';
import { Component as IntegralDetailRoute } from './integralDetail.tsx';
import { Component as SubmitIntegralRoute } from './submitIntegralOrder.tsx';

const page = <T,>(records: T[]): Page<T> => ({
  records,
  total: records.length,
  size: 10,
  current: 1,
  pages: 1,
});

// The stories' data (the ui's fixtures), so that the routes are proved on the screens' own examples.
const info = demoScoreInfo;
const log = demoScoreLogs.find((l) => l.logId === 103)!;
const levels = demoLevels.filter((l) => l.levelType === 0);
const levelsKey = keyOf(getScoreLevels, { levelType: -1, current: 1, size: LEVELS_PAGE_SIZE });

beforeAll(async () => {
  await activateLocale('en');
});

describe('points centre route', () => {
  it('shows the balance, the expiring points and the ledger of the filter in the address', () => {
    const html = renderRoute(
      '/en/user-center/uc-integral?ioType=1&currentPage=1',
      <PointsRoute />,
      swrFallback([
        [keyOf(getScoreInfo, undefined), info],
        [keyOf(getScoreLog, { ioType: 1, source: 0, current: 1, size: SCORE_LOG_PAGE_SIZE }), page([log])],
      ]),
    );
    expect(html).toContain('Available points');
    expect(html).toContain('1280');
    expect(html).toContain('First expiry 2026.12.10');
    expect(html).toContain('Order reward');
    expect(html).toContain('Balance 1560');
    expect(html).toMatch(/aria-pressed="true"[^>]*>Earned/);
    expect(html).toContain('href="/en/member-center/member-center"');
  });
});

describe('member centre route', () => {
  it('shows the level, the sign-in with its button and the current level rights', () => {
    const html = renderRoute(
      '/en/member-center/member-center',
      <MemberCenterRoute />,
      swrFallback([
        [keyOf(getScoreInfo, undefined), info],
        [levelsKey, page(levels)],
      ]),
      { toasts: true },
    );
    expect(html).toContain('白银会员');
    expect(html).toContain('Next level: 黄金会员 (2000 growth)');
    expect(html).toMatch(/<button[^>]*>Sign in<\/button>/);
    expect(html).toContain('全场商品 9.8 折');
  });

  it('says when today is signed', () => {
    const html = renderRoute(
      '/en/member-center/member-center',
      <MemberCenterRoute />,
      swrFallback([[keyOf(getScoreInfo, undefined), { ...info, isSignIn: true, signInCount: 4 }]]),
      { toasts: true },
    );
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Signed in today<\/button>/);
  });
});

describe('member benefits route', () => {
  it('asks a visitor (and the server-rendered page) to log in, without asking for the levels', () => {
    const html = renderRoute(
      '/en/member-center/member-equity',
      <MemberEquityRoute />,
      swrFallback([[levelsKey, page(levels)]]),
    );
    expect(html).toContain('Log in to see the member levels and their benefits');
    expect(html).not.toContain('白银会员');
  });
});

const plan = demoPlans[0]!;
const plansKey = keyOf(getScoreLevels, { levelType: 1, current: 1, size: LEVELS_PAGE_SIZE });

describe('buy membership route', () => {
  it('shows the plans with price and term; buying waits for the agreement', () => {
    const html = renderRoute(
      '/en/member-center/buy-member',
      <BuyMemberRoute />,
      swrFallback([
        [plansKey, page([plan])],
        [keyOf(getScoreInfo, undefined), info],
        [keyOf(getRightsRead, undefined), false],
      ]),
    );
    expect(html).toContain('超级会员');
    expect(html).toContain('99.00');
    expect(html).toContain('for 365 days');
    expect(html).toContain('Accept the agreement to buy a plan.');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Join now<\/button>/);
  });

  it('marks the running plan (its button extends the term) once the agreement is accepted', () => {
    const html = renderRoute(
      '/en/member-center/buy-member',
      <BuyMemberRoute />,
      swrFallback([
        [plansKey, page([plan])],
        [
          keyOf(getScoreInfo, undefined),
          { ...info, levelType: 1, levelId: 9, paidLevelEndTime: '2027-03-01 10:00:00' },
        ],
        [keyOf(getRightsRead, undefined), true],
      ]),
    );
    expect(html).toContain('runs until 2027.03.01');
    expect(html).toMatch(/<button(?![^>]*disabled="")[^>]*>Extend the term<\/button>/);
  });
});

const card = demoScoreProds[0]!;

describe('points mall routes', () => {
  it('lists the products of the page in the address, each linking to its points page', () => {
    const html = renderRoute(
      '/en/member-center/integral-mall?currentPage=2',
      <IntegralMallRoute />,
      swrFallback([
        [
          keyOf(getScoreProdPage, { current: 2, size: SCORE_PROD_PAGE_SIZE }),
          { ...page([card]), current: 2 },
        ],
      ]),
    );
    expect(html).toContain('保温杯 500ml');
    expect(html).toContain('800 points');
    expect(html).toContain('href="/en/member-center/integral-det/101"');
  });

  it('shows a product with its SKU and the redeem button', () => {
    const prod = demoScoreProdInfo;
    const html = renderRoute(
      '/en/member-center/integral-det/102',
      <Routes>
        <Route path="/en/member-center/integral-det/:prodId" element={<IntegralDetailRoute />} />
      </Routes>,
      swrFallback([[keyOf(getScoreProdInfo, 102), prod]]),
    );
    expect(html).toContain('蓝牙耳机');
    expect(html).toContain('1000 points');
    expect(html).toMatch(/<button(?![^>]*disabled="")[^>]*>Redeem now<\/button>/);
  });

  it('shows a malformed product id as not found', () => {
    const html = renderRoute('/en/member-center/integral-det/abc', <IntegralDetailRoute />, swrFallback([]));
    expect(html).toContain('This product is not in the points mall');
  });

  it('shows a malformed checkout address as not found, without asking anything', () => {
    const html = renderRoute(
      '/en/submit-integral-order?prodId=1&skuId=2&prodCount=0',
      <SubmitIntegralRoute />,
      swrFallback([]),
    );
    expect(html).not.toContain('Confirm points order');
  });
});

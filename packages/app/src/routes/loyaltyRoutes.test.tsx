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
import type { Page, ScoreInfo, ScoreLevel, ScoreLog, ScoreProdCard, ScoreProdInfo } from '@mall/domain';
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

const info: ScoreInfo = {
  score: 1280,
  growth: 620,
  signInCount: 3,
  isSignIn: false,
  levelName: 'Silver',
  levelType: 0,
  levelId: 2,
  nextLevelName: 'Gold',
  nextLevelGrowth: 2000,
  signInScores: [10, 10, 20, 20, 30, 30, 50],
  signInEnabled: true,
  expiringScore: 120,
  expiringTime: '2026-12-10 23:59:59',
  paidLevelEndTime: null,
};
const log: ScoreLog = {
  logId: 7,
  source: 1,
  ioType: 1,
  score: 560,
  balance: 1560,
  bizId: '1700000000101',
  expireTime: '2027-11-18 10:00:00',
  createTime: '2026-11-18 10:00:00',
};
const levels: ScoreLevel[] = [
  {
    id: 2,
    levelName: 'Silver',
    needGrowth: 500,
    levelType: 0,
    rights: [{ rightsId: 4, name: 'Free delivery', description: 'Orders ship free', freeShipping: true }],
    price: null,
    termDays: null,
  },
  { id: 3, levelName: 'Gold', needGrowth: 2000, levelType: 0, rights: [], price: null, termDays: null },
];
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
    expect(html).toContain('Silver');
    expect(html).toContain('Next level: Gold (2000 growth)');
    expect(html).toMatch(/<button[^>]*>Sign in<\/button>/);
    expect(html).toContain('Free delivery');
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
    expect(html).not.toContain('Silver');
  });
});

const plan: ScoreLevel = {
  id: 9,
  levelName: 'Super member',
  needGrowth: 0,
  levelType: 1,
  rights: [{ rightsId: 5, name: 'Member price', description: '10% off', discount: 9 }],
  price: 99,
  termDays: 365,
};
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
    expect(html).toContain('Super member');
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

const card: ScoreProdCard = {
  prodId: 101,
  prodName: 'Travel mug',
  pic: '/img/mug.png',
  brief: null,
  scorePrice: 800,
  price: 0,
  oriPrice: 59,
  totalStocks: 40,
  soldNum: 12,
};

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
    expect(html).toContain('Travel mug');
    expect(html).toContain('800 points');
    expect(html).toContain('href="/en/member-center/integral-det/101"');
  });

  it('shows a product with its SKU and the redeem button', () => {
    const prod: ScoreProdInfo = {
      prodId: 101,
      shopId: 1,
      shopName: 'Official store',
      prodName: 'Travel mug',
      pic: '/img/mug.png',
      imgs: null,
      content: null,
      brief: null,
      status: 1,
      soldNum: 12,
      totalStocks: 40,
      scorePrice: 800,
      price: 0,
      skuList: [
        {
          skuId: 1011,
          skuName: 'Blue',
          properties: 'Colour:Blue',
          pic: null,
          scorePrice: 800,
          price: 0,
          oriPrice: 59,
          stocks: 40,
        },
      ],
    };
    const html = renderRoute(
      '/en/member-center/integral-det/101',
      <Routes>
        <Route path="/en/member-center/integral-det/:prodId" element={<IntegralDetailRoute />} />
      </Routes>,
      swrFallback([[keyOf(getScoreProdInfo, 101), prod]]),
    );
    expect(html).toContain('Travel mug');
    expect(html).toContain('800 points');
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

// The loyalty routes assembled with their data (issue 14): the points centre, the member centre and the
// member benefits. Rendered to markup from SWR's fallback (no network, no effects).
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '@mall/ui/i18n';
import { getScoreInfo, getScoreLevels, getScoreLog, keyOf } from '@mall/client';
import type { Page, ScoreInfo, ScoreLevel, ScoreLog } from '@mall/domain';
import { LEVELS_PAGE_SIZE, SCORE_LOG_PAGE_SIZE } from '../hooks/loyalty.ts';
import { renderRoute, swrFallback } from '../test/renderRoute.tsx';
import { Component as PointsRoute } from './userCenter/uc-integral.tsx';
import { Component as MemberCenterRoute } from './memberCenter.tsx';
import { Component as MemberEquityRoute } from './memberEquity.tsx';

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

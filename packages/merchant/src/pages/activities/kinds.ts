// The kinds of activity of the activities section (issue 17 item 7): the ONE list its tab bar and its
// routes are made from. A kind is one entry here: its key, its path under the section ('seckill' owns
// '/activities/seckill/...'), its tab label and its page, loaded on first visit; the page holds its own
// <Routes> (its list at its index, `new`, `:id`). The kinds of one family share one page driven by the
// kind's own entry (ProductActivityPage: flash sales, group buys; PromoPage: discounts, coupons). The
// section's permission (`products`, sections.ts) covers every kind; the server checks the same on each
// route.
import type { ComponentType } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface ActivityKind {
  key: string;
  /** The kind's path under the section, without slashes. */
  path: string;
  label: MessageDescriptor;
  /** The kind's page, loaded on first visit (as `default`). */
  load: () => Promise<{ default: ComponentType }>;
}

export const activityKinds: readonly ActivityKind[] = [
  {
    key: 'seckill',
    path: 'seckill',
    label: msg`Flash sales`,
    load: () => import('./ProductActivityPage.tsx').then((m) => ({ default: m.SeckillPage })),
  },
  {
    key: 'group',
    path: 'group',
    label: msg`Group buys`,
    load: () => import('./ProductActivityPage.tsx').then((m) => ({ default: m.GroupPage })),
  },
  {
    key: 'discount',
    path: 'discount',
    label: msg`Special discounts`,
    load: () => import('./PromoPage.tsx').then((m) => ({ default: m.DiscountPage })),
  },
  {
    key: 'coupon',
    path: 'coupon',
    label: msg`Shop coupons`,
    load: () => import('./PromoPage.tsx').then((m) => ({ default: m.CouponPage })),
  },
  {
    key: 'points',
    path: 'points',
    label: msg`Points mall`,
    load: () => import('./PointsPage.tsx'),
  },
];

/** The kind a path under the section belongs to (its first segment), if any. */
export function kindOf(
  pathUnderSection: string,
  list: readonly ActivityKind[] = activityKinds,
): ActivityKind | undefined {
  const first = pathUnderSection.replace(/^\/+/, '').split('/')[0];
  return list.find((kind) => kind.path === first);
}

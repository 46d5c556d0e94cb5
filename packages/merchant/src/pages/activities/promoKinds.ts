// The activity kinds of this part of the activities section (issue 17 item 7, decisions/0067): special
// discounts, shop coupons and points prices, each with its path under the section and its page module
// (which holds its own <Routes>). They take the shape of the section's `activityKinds` entries
// (activities/kinds.ts) and join that list after the flash sales and group buys.
import type { ComponentType } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface PromoKind {
  key: string;
  path: string;
  label: MessageDescriptor;
  load: () => Promise<{ default: ComponentType }>;
}

export const promoKinds: readonly PromoKind[] = [
  {
    key: 'discount',
    path: 'discount',
    label: msg`Special discounts`,
    load: () => import('./DiscountPage.tsx'),
  },
  {
    key: 'coupon',
    path: 'coupon',
    label: msg`Shop coupons`,
    load: () => import('./CouponPage.tsx'),
  },
  {
    key: 'points',
    path: 'points',
    label: msg`Points mall`,
    load: () => import('./PointsPage.tsx'),
  },
];

// The merchant centre's dashboard (issue 17 item 2, docs/api.md "Merchant dashboard"; shapes in domain's
// contract/merchantDashboard.ts): GET /merchant/dashboard, the store's figures, a figure of an area the
// account's role may not open being null. The client given must carry the merchant token.
import type { MerchantDashboard } from '@mall/domain';
import { getQuery } from '../endpoint.ts';

export type { DashboardDay, DashboardSales, DashboardVisitors, MerchantDashboard } from '@mall/domain';

/** The signed-in account's store's dashboard; its SWR key is the bare path. */
export const getMerchantDashboard = getQuery<void, MerchantDashboard>('/merchant/dashboard');

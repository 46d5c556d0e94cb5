// Loyalty (issue 14): the points centre (score info, the ledger), the daily sign-in, the levels with
// their rights and the paid plans, the rights agreement, buying a paid membership (paid afterwards on the
// payment page like any order), the points mall (its products, confirm and submit) and the merchant's
// points prices. The sign-in is a GET by the contract but changes the account: it is a plain function,
// never a query with an SWR key (a revalidation must not sign in).
import type { AxiosInstance } from 'axios';
import type {
  MerchantScorePriceParam,
  Page,
  PayLevelAnswer,
  PayLevelParam,
  ScoreConfirmAnswer,
  ScoreConfirmParam,
  ScoreInfo,
  ScoreLevel,
  ScoreLevelQuery,
  ScoreLog,
  ScoreLogQuery,
  ScoreProdCard,
  ScoreProdInfo,
  ScoreProdQuery,
  ScoreSubmitAnswer,
  ScoreSubmitParam,
  SignInAnswer,
} from '@mall/domain';
import { getQuery, query } from '../endpoint.ts';

/** The shopper's points, growth, level, today's sign-in and the streak's points. */
export const getScoreInfo = getQuery<void, ScoreInfo>('/p/score/scoreInfo');

/** Signs in for today (Beijing day); a second call the same day is a 400 and changes nothing. */
export async function signInToday(http: AxiosInstance): Promise<SignInAnswer> {
  return (await http.get<SignInAnswer>('/p/score/updateUserScore')).data;
}

/** The points ledger, newest first (`ioType` -1 all, 0 out, 1 in; `source` 0 all). */
export const getScoreLog = getQuery<ScoreLogQuery, Page<ScoreLog>>('/p/score/page', (search) => search);

/** The levels with their rights; `levelType` 1 gives the paid plans. */
export const getScoreLevels = getQuery<ScoreLevelQuery, Page<ScoreLevel>>(
  '/p/score/scoreLevel/page',
  (search) => search,
);

/** Whether the shopper has read the paid-membership rights agreement. */
export const getRightsRead = getQuery<void, boolean>('/special/rights/read');

/** Records that the shopper has read the agreement (required before buying a plan). */
export async function markRightsRead(http: AxiosInstance): Promise<boolean> {
  return (await http.post<boolean>(getRightsRead.path)).data;
}

/** Buys a paid level: the membership order's number, to pay on the payment page. */
export async function payLevel(http: AxiosInstance, body: PayLevelParam): Promise<PayLevelAnswer> {
  return (await http.post<PayLevelAnswer>('/p/level/payLevel', body)).data;
}

/** The products of the points mall. */
export const getScoreProdPage = getQuery<ScoreProdQuery, Page<ScoreProdCard>>(
  '/score/prod/page',
  (search) => search,
);

/** One points-mall product with its SKUs' points and cash prices. */
export const getScoreProdInfo = getQuery<number, ScoreProdInfo>('/score/prod/info', (prodId) => ({ prodId }));

/** The settlement of one points-mall SKU (the confirm answer with its uuid and the points it costs). */
export const confirmScoreOrder = query<ScoreConfirmParam, ScoreConfirmAnswer>(
  '/p/score/confirm',
  async (http, body, path) => (await http.post<ScoreConfirmAnswer>(path, body)).data,
  (body) => JSON.stringify(body),
);

/** Creates the points order (order type 3; its points are spent now, its cash part paid on the payment page). */
export async function submitScoreOrder(
  http: AxiosInstance,
  body: ScoreSubmitParam,
): Promise<ScoreSubmitAnswer> {
  return (await http.post<ScoreSubmitAnswer>('/p/score/submit', body)).data;
}

/** Merchant: puts SKUs of a product in the points mall at their points (and cash) prices; `skus: []` takes it out. */
export async function setMerchantScorePrice(
  http: AxiosInstance,
  body: MerchantScorePriceParam,
): Promise<boolean> {
  return (await http.put<boolean>('/merchant/prod/scorePrice', body)).data;
}

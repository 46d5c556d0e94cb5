// The platform console's loyalty rules (issue 18 item 5, decisions/0095; docs/api.md "Platform API"): the
// points rules (read and replace) and the levels with their rights (list, edit one). The client given must
// carry the platform token (its `getToken`).
import type { AxiosInstance } from 'axios';
import type { PlatformLevelList, PlatformLevelParam, PlatformLoyaltySettings } from '@mall/domain';
import { getQuery } from '../endpoint.ts';

/** The points rules: earning and growth units (fen), the sign-in switch, scores and growth. */
export const getPlatformLoyaltySettings = getQuery<void, PlatformLoyaltySettings>(
  '/platform/loyalty/settings',
);

/** Replaces the points rules. */
export async function savePlatformLoyaltySettings(
  http: AxiosInstance,
  body: PlatformLoyaltySettings,
): Promise<boolean> {
  return (await http.put<boolean>('/platform/loyalty/settings', body)).data;
}

/** Every level (ordinary in their order, then the paid plans) and every right, both languages. */
export const getPlatformLevels = getQuery<void, PlatformLevelList>('/platform/level/list');

/** Edits one level: names, threshold or price and term, its rights. */
export async function savePlatformLevel(http: AxiosInstance, body: PlatformLevelParam): Promise<boolean> {
  return (await http.put<boolean>('/platform/level', body)).data;
}

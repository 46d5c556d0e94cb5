// The platform console's loyalty rules (issue 18 item 5, decisions/0095; docs/api.md "Platform API"): the
// points rules (read and replace) and the levels with their rights (list, add, edit, delete one;
// decisions/0104). The client given must
// carry the platform token (its `getToken`).
import type { AxiosInstance } from 'axios';
import type {
  PlatformLevelCreateParam,
  PlatformLevelList,
  PlatformLevelParam,
  PlatformLoyaltySettings,
} from '@mall/domain';
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

/** Edits one level: names, threshold or a plan's price, term, status and order, its rights. */
export async function savePlatformLevel(http: AxiosInstance, body: PlatformLevelParam): Promise<boolean> {
  return (await http.put<boolean>('/platform/level', body)).data;
}

/** Adds an ordinary level or a paid plan; answers its id. */
export async function createPlatformLevel(
  http: AxiosInstance,
  body: PlatformLevelCreateParam,
): Promise<number> {
  return (await http.post<number>('/platform/level', body)).data;
}

/** Deletes a level (refused for a plan ever bought and for the lowest ordinary level). */
export async function deletePlatformLevel(http: AxiosInstance, levelId: number): Promise<boolean> {
  return (await http.delete<boolean>('/platform/level', { params: { levelId } })).data;
}

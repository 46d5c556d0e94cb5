// The platform console's level rights (issue 18 item 5, decisions/0108; docs/api.md "Platform API"): add,
// edit and delete one right (the list comes with the levels: getPlatformLevels). The client given must
// carry the platform token (its `getToken`).
import type { AxiosInstance } from 'axios';
import type { PlatformLevelRightsCreateParam, PlatformLevelRightsParam } from '@mall/domain';

/** Adds a right (no level gives it until a level links it); answers its id. */
export async function createPlatformLevelRights(
  http: AxiosInstance,
  body: PlatformLevelRightsCreateParam,
): Promise<number> {
  return (await http.post<number>('/platform/levelRights', body)).data;
}

/** Replaces one right's names, descriptions, member price, free shipping, sign-in points and order. */
export async function savePlatformLevelRights(
  http: AxiosInstance,
  body: PlatformLevelRightsParam,
): Promise<boolean> {
  return (await http.put<boolean>('/platform/levelRights', body)).data;
}

/** Deletes a right no level gives (refused while a level links it). */
export async function deletePlatformLevelRights(http: AxiosInstance, rightsId: number): Promise<boolean> {
  return (await http.delete<boolean>('/platform/levelRights', { params: { rightsId } })).data;
}

// The platform console's home sections and its cross-store product search (issue 18 item 3,
// decisions/0102; docs/api.md "Home content"). Everyone of the platform reads; admin and operator change.
// The client given must carry the platform token (its `getToken`).
import type { AxiosInstance } from 'axios';
import type {
  PlatformProdPage,
  PlatformProdQuery,
  PlatformProdTag,
  PlatformProdTagDetail,
  PlatformProdTagIdQuery,
  PlatformProdTagParam,
  PlatformProdTagUpdateParam,
} from '@mall/domain';
import { getQuery } from '../endpoint.ts';

/** Products of every store, by name, store and state, for the console's pickers. */
export const getPlatformProdPage = getQuery<PlatformProdQuery, PlatformProdPage>(
  '/platform/prod/page',
  (search) => search,
);

/** Every home section, shown or hidden, by order then id. */
export const getPlatformProdTagList = getQuery<void, PlatformProdTag[]>('/platform/prodTag/list');

/** One home section with its products in their order. */
export const getPlatformProdTagInfo = getQuery<PlatformProdTagIdQuery, PlatformProdTagDetail>(
  '/platform/prodTag/info',
  (search) => search,
);

/** Adds a home section with its products; answers its id. */
export async function createPlatformProdTag(
  http: AxiosInstance,
  body: PlatformProdTagParam,
): Promise<number> {
  return (await http.post<number>('/platform/prodTag', body)).data;
}

/** Changes a home section (the whole section again; its products replaced, in the order given). */
export async function updatePlatformProdTag(
  http: AxiosInstance,
  body: PlatformProdTagUpdateParam,
): Promise<boolean> {
  return (await http.put<boolean>('/platform/prodTag', body)).data;
}

/** Deletes a home section (its products stay; only their place in it goes). */
export async function deletePlatformProdTag(http: AxiosInstance, id: number): Promise<boolean> {
  return (await http.delete<boolean>('/platform/prodTag', { params: { id } })).data;
}

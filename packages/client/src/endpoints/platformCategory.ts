// The platform console's category tree (issue 18 item 4, decisions/0091; docs/api.md "Categories"): the
// whole tree with product counts, one category, add, change (and move), reorder one parent's children and
// delete. Everyone of the platform reads; admin and operator change. The client given must carry the
// platform token (its `getToken`).
import type { AxiosInstance } from 'axios';
import type {
  PlatformCategory,
  PlatformCategoryParam,
  PlatformCategorySortParam,
  PlatformCategoryUpdateParam,
} from '@mall/domain';
import { getQuery } from '../endpoint.ts';

/** The whole tree, any status, both languages, each category with its product count. */
export const getPlatformCategoryTree = getQuery<void, PlatformCategory[]>('/platform/category/list');

/** One category with its subcategories. */
export const getPlatformCategoryInfo = getQuery<number, PlatformCategory>(
  '/platform/category/info',
  (categoryId) => ({ categoryId }),
);

/** Adds a category (at the top: `parentId` 0); answers its id. */
export async function createPlatformCategory(
  http: AxiosInstance,
  body: PlatformCategoryParam,
): Promise<number> {
  return (await http.post<number>('/platform/category', body)).data;
}

/** Changes a category (the whole category again); another `parentId` moves it with its subtree. */
export async function updatePlatformCategory(
  http: AxiosInstance,
  body: PlatformCategoryUpdateParam,
): Promise<boolean> {
  return (await http.put<boolean>('/platform/category', body)).data;
}

/** Reorders one parent's subcategories: all of them, in the new order. */
export async function sortPlatformCategories(
  http: AxiosInstance,
  body: PlatformCategorySortParam,
): Promise<boolean> {
  return (await http.put<boolean>('/platform/category/sort', body)).data;
}

/** Deletes a category without subcategories and products. */
export async function deletePlatformCategory(http: AxiosInstance, categoryId: number): Promise<boolean> {
  return (await http.delete<boolean>('/platform/category', { params: { categoryId } })).data;
}

import type { Category } from '@mall/domain';

/** The categories from the top level down to `categoryId` (empty when it is absent or unknown). */
export function categoryPath(tree: readonly Category[], categoryId: number | undefined): Category[] {
  if (categoryId === undefined) return [];
  for (const category of tree) {
    if (category.categoryId === categoryId) return [category];
    const below = categoryPath(category.categories, categoryId);
    if (below.length > 0) return [category, ...below];
  }
  return [];
}

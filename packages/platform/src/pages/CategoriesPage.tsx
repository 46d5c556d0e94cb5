// The categories section (issue 18 item 4, decisions/0091): the whole tree, loaded, edited in ui's screen
// (add, edit and move, reorder by drag and drop or the move buttons, delete). Roles that may only read see
// no buttons. A refusal is the server's translated text shown in the dialog; after every change (or
// refusal) the tree is read again, so a reorder that the server refused shows the order as it is.
import { useLingui } from '@lingui/react/macro';
import {
  createPlatformCategory,
  deletePlatformCategory,
  getPlatformCategoryTree,
  refusalsInPlace,
  sortPlatformCategories,
  updatePlatformCategory,
  uploadPlatformImage,
} from '@mall/client';
import { useApiClient, useApiQuery } from '@mall/client/swr';
import { platformRoleMay } from '@mall/domain';
import { CategoryTreeScreen } from '@mall/ui/screens/platform/CategoryTreeScreen';
import { usePlatformMe } from '../me.ts';
import { useChange } from '../change.ts';

export default function CategoriesPage() {
  const http = useApiClient();
  const { data: me } = usePlatformMe();
  const { t } = useLingui();
  const tree = useApiQuery(getPlatformCategoryTree, undefined);
  // A change's refusal in place; the tree read again either way.
  const { refusal, change } = useChange(() => tree.mutate());
  const quiet = refusalsInPlace(http);

  return (
    <CategoryTreeScreen
      tree={tree.data}
      loading={tree.showLoading}
      error={tree.data === undefined && tree.error !== undefined}
      onRetry={() => void tree.mutate()}
      canEdit={me !== undefined && platformRoleMay(me.role, 'categories', true)}
      refusal={refusal?.text}
      onUploadImage={(file) => uploadPlatformImage(http, file)}
      onSave={(category) =>
        change(
          () =>
            category.categoryId === undefined
              ? createPlatformCategory(quiet, category)
              : updatePlatformCategory(quiet, { ...category, categoryId: category.categoryId }),
          t`The category is saved`,
        )
      }
      onDelete={(categoryId) =>
        change(() => deletePlatformCategory(quiet, categoryId), t`The category is deleted`)
      }
      onSort={async (sort) => {
        try {
          await sortPlatformCategories(http, sort);
        } finally {
          void tree.mutate();
        }
      }}
    />
  );
}

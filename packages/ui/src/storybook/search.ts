// A play step shared by the stories of the two product search boxes (the site header's and the home
// page's): a term of spaces only is refused with the domain's message for SEARCH_ERROR_MS, then cleared.
import { SEARCH_ERROR_MS } from '@mall/domain';
import { expect, userEvent, waitFor, type within } from 'storybook/test';

/**
 * Types spaces into the product search box and submits: the alert and the field's error show for exactly
 * SEARCH_ERROR_MS of the fake time (moved on by `tick`), `search` is not called, and the alert goes.
 * Returns the search box.
 */
export async function refusesEmptySearch(
  canvas: ReturnType<typeof within>,
  tick: (ms: number) => void,
  search: unknown,
): Promise<HTMLElement> {
  const box = canvas.getByRole('searchbox', { name: '商品名称' });
  await userEvent.type(box, '   ');
  await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
  const alert = await canvas.findByRole('alert');
  await expect(alert).toHaveTextContent('商品名称不能为空');
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(box).toHaveAccessibleDescription('商品名称不能为空');
  await expect(search).not.toHaveBeenCalled();
  tick(SEARCH_ERROR_MS - 1);
  await expect(canvas.getByRole('alert')).toBeVisible();
  tick(1);
  await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  return box;
}

// What the stories of the merchant centre's activity screens share (flash sales, group buys, special
// discounts, shop coupons): the list query, the plays of the status filter, the stop, a busy stop and a
// load, and the "all states" layouts of a list and of an edit screen. Each screen's stories name only
// what differs: its rows, names, ids and figures.
import { useState, type ComponentType } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ActivityListQuery } from '../screens/merchant/ActivityKit/index.ts';
import { ConsoleCanvas, allStatesParameters } from './console.tsx';
import { activityProducts } from './fixtures/merchantActivities.ts';
import { matrix } from './matrix.ts';
import { say, type Globals } from './say.ts';

/** The first page of every status, as a list story starts. */
export const activityQuery: ActivityListQuery = { status: -1, current: 1, size: 10 };

/** A page with no rows. */
export const emptyPage = { records: [], total: 0, size: 10, current: 1, pages: 0 };

interface PlayContext {
  canvasElement: HTMLElement;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each screen's own callbacks
  args: any;
  globals: Globals;
}

/**
 * The status filter (zh): choosing `option` and searching asks for page 1 of `status` (with `more`, the
 * list's other filters as the search sends them: the platform coupons' empty name).
 */
export function statusFilterPlay(
  option: string,
  status: ActivityListQuery['status'],
  more: Partial<ActivityListQuery> = {},
) {
  return async ({ canvasElement, args }: PlayContext) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: '状态' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: option }));
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ ...activityQuery, ...more, status });
  };
}

/** The stop dialog's question of each kind, as the merchant reads it (zh, en). */
const stopTitles: Record<
  'seckill' | 'group' | 'discount' | 'coupon' | 'platformCoupon',
  (name: string) => [string, string]
> = {
  seckill: (name) => [`确定停止「${name}」的秒杀活动吗？`, `Stop the flash sale of ${name}?`],
  group: (name) => [`确定停止「${name}」的拼团活动吗？`, `Stop the group buy of ${name}?`],
  discount: (name) => [`确定停止限时特惠「${name}」吗？`, `Stop the special discount ${name}?`],
  coupon: (name) => [`确定停止店铺优惠券「${name}」吗？`, `Stop the shop coupon ${name}?`],
  platformCoupon: (name) => [`确定停止平台优惠券「${name}」吗？`, `Stop the platform coupon ${name}?`],
};

/**
 * The stop of the row named `name`: asked first (the dialog's title names the activity of its `kind`, and
 * it says what `effect` it has); Cancel sends nothing; Stop calls onStop with `stopped`.
 */
export async function stopRow(
  { canvasElement, args, globals }: PlayContext,
  {
    kind,
    name,
    effect,
    stopped,
  }: { kind: keyof typeof stopTitles; name: string; effect: string; stopped: unknown },
) {
  const canvas = within(canvasElement);
  const button = () => canvas.getByRole('button', { name: say(globals, `停止 ${name}`, `Stop ${name}`) });
  await userEvent.click(button());
  const [zh, en] = stopTitles[kind](name);
  const asked = await within(document.body).findByRole('alertdialog', { name: say(globals, zh, en) });
  await expect(asked).toHaveTextContent(effect);
  await userEvent.click(within(asked).getByRole('button', { name: say(globals, '取消', 'Cancel') }));
  await expect(args.onStop).not.toHaveBeenCalled();
  await userEvent.click(button());
  const again = await within(document.body).findByRole('alertdialog');
  await userEvent.click(within(again).getByRole('button', { name: say(globals, '停止', 'Stop') }));
  await expect(args.onStop).toHaveBeenCalledWith(stopped);
}

/** A stop under way (zh): the stop button of the row named `name` is busy. */
export function stopPendingPlay(name: string) {
  return async ({ canvasElement }: PlayContext) => {
    await expect(within(canvasElement).getByRole('button', { name: `停止 ${name}` })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  };
}

/** An edit screen while its activity loads: busy, a skeleton and no form. */
export async function loadingPlay({ canvasElement }: PlayContext) {
  const canvas = within(canvasElement);
  await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  await expect(canvas.queryByRole('form')).toBeNull();
  await expect(canvas.queryByRole('button')).toBeNull();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any list screen's props
type AnyScreen = ComponentType<any>;

/**
 * The "all states" story of a list (the visual baseline): the list with the stop of `pendingId` under
 * way, loading, empty, load failed; in zh, and its `en` twin. Its play checks each state is the one
 * meant: the pending stop busy, the loading table busy, the empty list's title (`emptyTitle`), the load
 * failure's alert (`loadFailed`), both as [zh, en].
 */
export function listAllStates(
  Screen: AnyScreen,
  pendingId: number,
  { emptyTitle, loadFailed }: { emptyTitle: [string, string]; loadFailed: [string, string] },
) {
  const story = {
    parameters: allStatesParameters,
    render: (args: object) => (
      <ConsoleCanvas stack>
        <Screen {...args} pendingIds={[pendingId]} />
        <Screen {...args} page={undefined} loading />
        <Screen {...args} page={emptyPage} />
        <Screen {...args} page={undefined} error />
      </ConsoleCanvas>
    ),
    play: async ({ canvasElement, globals }: { canvasElement: HTMLElement; globals: Globals }) => {
      const canvas = within(canvasElement);
      const [list, loading] = canvas.getAllByRole('table');
      await expect(list!.querySelector('button[aria-busy="true"]')).not.toBeNull();
      await expect(loading).toHaveAttribute('aria-busy', 'true');
      await expect(canvas.getByText(say(globals, ...emptyTitle))).toBeVisible();
      await expect(canvas.getByRole('alert')).toHaveTextContent(say(globals, ...loadFailed));
    },
  };
  return { zh: story, en: { ...story, globals: matrix.enPc } };
}

/**
 * The "all states" story of an edit screen (the visual baseline): each of `states` (props over the
 * story's args), then loading and load failed; one page title each. In zh, and its `en` twin.
 */
export function editAllStates(Screen: AnyScreen, states: readonly object[]) {
  const story = {
    parameters: allStatesParameters,
    render: (args: object) => (
      <ConsoleCanvas stack>
        {states.map((state, i) => (
          <Screen key={i} {...args} {...state} />
        ))}
        <Screen {...args} loading />
        <Screen {...args} error />
      </ConsoleCanvas>
    ),
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      await expect(within(canvasElement).getAllByRole('heading', { level: 1 })).toHaveLength(
        states.length + 2,
      );
    },
  };
  return { zh: story, en: { ...story, globals: matrix.enPc } };
}

/**
 * Editing a flash sale or group buy before its start: a price not below the SKU's is named and nothing is
 * sent; a good price sends `body`.
 */
export function activityEditPlay(body: object) {
  return async ({ canvasElement, args, globals }: PlayContext) => {
    const canvas = within(canvasElement);
    const price = canvas.getByRole('textbox', {
      name: say(globals, '白色 M 的活动价', 'Activity price of 白色 M'),
    });
    const save = () => canvas.getByRole('button', { name: say(globals, '保存', 'Save') });
    await userEvent.clear(price);
    await userEvent.type(price, '80');
    await userEvent.click(save());
    await expect(
      canvas.getByText(say(globals, '活动价须低于售价', 'The activity price must be below the price')),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(price);
    await userEvent.type(price, '9.9');
    await userEvent.click(save());
    await expect(args.onSubmit).toHaveBeenCalledWith(body);
  };
}

/** The server's refusal (zh, the story's onSubmit answers it) is shown above the buttons. */
export async function activityRefusedPlay({ canvasElement }: PlayContext) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: '保存' }));
  await expect(await canvas.findByRole('alert')).toHaveTextContent('活动已开始，不能再修改');
}

/** A new flash sale or group buy sent as it is: the fields left empty are named, nothing is sent. */
export async function activityNewPlay({ canvasElement, args }: PlayContext) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: '保存' }));
  await expect(canvas.getAllByText('必填').length).toBeGreaterThan(0);
  await expect(args.onSubmit).not.toHaveBeenCalled();
}

/** Started: read only (no Save), with its figures (`figure` among them). */
export function activityStartedPlay(figure: string) {
  return async ({ canvasElement }: PlayContext) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: '保存' })).toBeNull();
    await expect(canvas.getByText(figure)).toBeVisible();
  };
}

/**
 * The product search of a new activity: typing calls onProductSearch with the text (the app debounces),
 * Enter asks for the search at once (`{ now: true }`: the app skips its debounce) and sends no form.
 */
export async function productSearchPlay({ canvasElement, args, globals }: PlayContext) {
  const canvas = within(canvasElement);
  const search = canvas.getByRole('searchbox', { name: say(globals, '搜索商品', 'Search products') });
  await userEvent.type(search, '耳机');
  await expect(args.onProductSearch).toHaveBeenLastCalledWith('耳机');
  await expect(args.onProductSearch).toHaveBeenCalledTimes(2);
  await userEvent.keyboard('{Enter}');
  await expect(args.onProductSearch).toHaveBeenCalledTimes(3);
  await expect(args.onProductSearch).toHaveBeenLastCalledWith('耳机', { now: true });
  await expect(args.onSubmit).not.toHaveBeenCalled();
}

/**
 * A discount's or coupon's form: chooses "chosen products" when the whole store is chosen, so that its
 * picker shows (a flash sale's or group buy's picker always shows: no such choice).
 */
async function showPicks(canvasElement: HTMLElement, globals: Globals) {
  const some = within(canvasElement).queryByRole('radio', {
    name: say(globals, '指定商品', 'Chosen products'),
  });
  if (some && some.getAttribute('aria-checked') !== 'true') await userEvent.click(some);
}

/** A product search under way: the picker's live status says "Searching…". */
export async function productsSearchingPlay({ canvasElement, globals }: PlayContext) {
  await showPicks(canvasElement, globals);
  await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
    say(globals, '搜索中…', 'Searching…'),
  );
}

/** The store's products failed to load: the picker says so (an alert), and Retry asks the app again. */
export async function productsFailedPlay({ canvasElement, args, globals }: PlayContext) {
  await showPicks(canvasElement, globals);
  const alert = within(canvasElement).getByRole('alert');
  await expect(alert).toHaveTextContent(say(globals, '商品加载失败', 'The products could not be loaded'));
  await userEvent.click(within(alert).getByRole('button', { name: say(globals, '重试', 'Retry') }));
  await expect(args.onProductsRetry).toHaveBeenCalledOnce();
}

/** A search that matched nothing (the story's products are none): the picker says so once searched. */
export async function productsNoMatchPlay({ canvasElement, globals }: PlayContext) {
  await showPicks(canvasElement, globals);
  const canvas = within(canvasElement);
  const noMatch = say(globals, '没有匹配的商品', 'No product matches');
  // Nothing searched yet: no products is no "no match".
  await expect(canvas.queryByText(noMatch)).toBeNull();
  await userEvent.type(
    canvas.getByRole('searchbox', { name: say(globals, '搜索商品', 'Search products') }),
    '不存在{Enter}',
  );
  await expect(canvas.getByRole('status')).toHaveTextContent(noMatch);
}

/**
 * A new flash sale or group buy: the product chosen stays in the picker (and chosen) when a later search
 * answers without it (the story's app answers the products whose name holds the text).
 */
export async function chosenStaysPlay({ canvasElement, globals }: PlayContext) {
  const canvas = within(canvasElement);
  const picker = () => canvas.getByRole('combobox', { name: say(globals, '商品', 'Product') });
  await userEvent.click(picker());
  await userEvent.click(await within(document.body).findByRole('option', { name: '纯棉短袖T恤' }));
  await userEvent.type(
    canvas.getByRole('searchbox', { name: say(globals, '搜索商品', 'Search products') }),
    '耳机{Enter}',
  );
  await expect(picker()).toHaveTextContent('纯棉短袖T恤');
  await userEvent.click(picker());
  const listbox = await within(document.body).findByRole('listbox');
  await expect(within(listbox).getByRole('option', { name: '无线蓝牙耳机' })).toBeInTheDocument();
  await expect(within(listbox).getByRole('option', { name: '纯棉短袖T恤' })).toBeInTheDocument();
  await expect(within(listbox).queryByRole('option', { name: '机械键盘' })).toBeNull();
  await userEvent.keyboard('{Escape}');
}

/**
 * The product search of a discount or coupon: "chosen products", tick one, search another name (the
 * story's app answers the products whose name holds the text): the ticked one stays listed and ticked,
 * the answer is listed, Enter sends no form.
 */
export async function promoProductSearchPlay({ canvasElement, args, globals }: PlayContext) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('radio', { name: say(globals, '指定商品', 'Chosen products') }));
  await userEvent.click(canvas.getByRole('checkbox', { name: '纯棉短袖T恤' }));
  await userEvent.type(
    canvas.getByRole('searchbox', { name: say(globals, '搜索商品', 'Search products') }),
    '耳机{Enter}',
  );
  await expect(args.onProductSearch).toHaveBeenLastCalledWith('耳机');
  await expect(canvas.getByRole('checkbox', { name: '无线蓝牙耳机' })).not.toBeChecked();
  await expect(canvas.getByRole('checkbox', { name: '纯棉短袖T恤' })).toBeChecked();
  await expect(canvas.queryByRole('checkbox', { name: '不锈钢保温杯' })).toBeNull();
  await expect(args.onSubmit).not.toHaveBeenCalled();
}

/**
 * A flash sale's or group buy's edit screen whose product search the story answers as the app would: the
 * products of `args.products` whose name holds the text.
 */
export function searchedProductsRender(Screen: AnyScreen) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the screen's own args
  return function SearchedProducts(args: any) {
    const all = args.products as readonly { prodName: string }[];
    const [products, setProducts] = useState(all);
    return (
      <ConsoleCanvas>
        <Screen
          {...args}
          products={products}
          onProductSearch={(keyword: string, options?: { now?: boolean }) => {
            args.onProductSearch?.(keyword, options);
            setProducts(all.filter((p) => p.prodName.includes(keyword)));
          }}
        />
      </ConsoleCanvas>
    );
  };
}

/**
 * The product stories of a discount's or coupon's edit screen, each in zh and its `En` twin: a search the
 * story answers as the app would (the products of `args.products` whose name holds the text; ticks
 * stay), the products loading (the picker's live status says so), failed to load (said, with a retry),
 * and a search that matched nothing.
 */
export function promoProductStories(Screen: AnyScreen) {
  const ProductSearch = {
    args: { onProductSearch: fn() },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the screen's own args
    render: function Searched(args: any) {
      const all = args.products as readonly { prodName: string }[];
      const [products, setProducts] = useState(all);
      return (
        <ConsoleCanvas>
          <Screen
            {...args}
            products={products}
            onProductSearch={(keyword: string) => {
              args.onProductSearch?.(keyword);
              setProducts(all.filter((p) => p.prodName.includes(keyword)));
            }}
          />
        </ConsoleCanvas>
      );
    },
    play: promoProductSearchPlay,
  };
  const ProductsLoading = {
    args: { onProductSearch: fn(), productsLoading: true },
    play: productsSearchingPlay,
  };
  const ProductsFailed = {
    args: { onProductSearch: fn(), products: [], productsError: true, onProductsRetry: fn() },
    play: productsFailedPlay,
  };
  const NoProductMatch = { args: { onProductSearch: fn(), products: [] }, play: productsNoMatchPlay };
  const en = { globals: matrix.enPc };
  return {
    ProductSearch,
    ProductSearchEn: { ...ProductSearch, ...en },
    ProductsLoading,
    ProductsLoadingEn: { ...ProductsLoading, ...en },
    ProductsFailed,
    ProductsFailedEn: { ...ProductsFailed, ...en },
    NoProductMatch,
    NoProductMatchEn: { ...NoProductMatch, ...en },
  };
}

/**
 * The product stories of a flash sale's or group buy's edit screen, each in zh and its `En` twin (but
 * New and ChosenNotListed): a new one names nothing chosen; the search asks the app; a search under way,
 * failed, or matching nothing is said; the product chosen stays when a later search answers without it;
 * editing `row`, whose product the products given leave out, the picker still names it and offers no
 * search.
 */
export function activityProductStories<Row extends { prodName: string }>(Screen: AnyScreen, row: Row) {
  const fresh = { skuOptions: undefined };
  const ProductSearch = { args: fresh, play: productSearchPlay };
  const Searching = { args: { ...fresh, productsLoading: true }, play: productsSearchingPlay };
  const ProductsFailed = {
    args: { ...fresh, products: [], productsError: true, onProductsRetry: fn() },
    play: productsFailedPlay,
  };
  const NoProductMatch = { args: { ...fresh, products: [] }, play: productsNoMatchPlay };
  const ChosenStays = { args: fresh, render: searchedProductsRender(Screen), play: chosenStaysPlay };
  const en = { globals: matrix.enPc };
  return {
    New: { args: fresh, play: activityNewPlay },
    ProductSearch,
    ProductSearchEn: { ...ProductSearch, ...en },
    Searching,
    SearchingEn: { ...Searching, ...en },
    ProductsFailed,
    ProductsFailedEn: { ...ProductsFailed, ...en },
    NoProductMatch,
    NoProductMatchEn: { ...NoProductMatch, ...en },
    ChosenStays,
    ChosenStaysEn: { ...ChosenStays, ...en },
    ChosenNotListed: {
      args: { activity: row, products: activityProducts.slice(1) },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const canvas = within(canvasElement);
        await expect(canvas.getByRole('combobox', { name: '商品' })).toHaveTextContent(row.prodName);
        await expect(canvas.queryByRole('searchbox')).toBeNull();
      },
    },
  };
}

import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { chromaticPcModes, matrix } from '../../../storybook/matrix.ts';
import { say } from '../../../storybook/say.ts';
import { ConsoleCanvas } from '../../../storybook/console.tsx';
import { promoProds } from '../../../storybook/fixtures/merchantPromo.ts';
import { ActivityRowActions, ActivityStatusTag, StopDialog } from './ActivityKit.tsx';
import { ProductPicks } from './ProductPicks.tsx';

/**
 * The parts every activity screen shares (flash sales, group buys, special discounts, shop coupons): the
 * status tag, a row's actions, the stop confirmation and the pick of products.
 */
const meta = {
  title: 'Screens/Merchant/ActivityKit',
  component: ActivityStatusTag,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: { status: 0 },
} satisfies Meta<typeof ActivityStatusTag>;
export default meta;
type Story = StoryObj<typeof meta>;

const statuses = [
  { status: 0, stopped: false, zh: '未开始', en: 'Not started' },
  { status: 1, stopped: false, zh: '进行中', en: 'Ongoing' },
  { status: 2, stopped: false, zh: '已结束', en: 'Ended' },
  { status: 2, stopped: true, zh: '已停止', en: 'Stopped' },
  // Stopped before its end: the stop wins over the window's status.
  { status: 1, stopped: true, zh: '已停止', en: 'Stopped' },
] as const;

/** One wording and one colour per state, whatever the kind of activity. */
export const StatusTags: Story = {
  render: () => (
    <ConsoleCanvas>
      <ul aria-label="statuses" className="m-0 flex list-none gap-2 p-0">
        {statuses.map((s, i) => (
          <li key={i}>
            <ActivityStatusTag status={s.status} stopped={s.stopped} />
          </li>
        ))}
      </ul>
    </ConsoleCanvas>
  ),
  play: async ({ canvas, globals }) => {
    const items = within(canvas.getByRole('list', { name: 'statuses' })).getAllByRole('listitem');
    for (const [i, s] of statuses.entries())
      await expect(items[i]).toHaveTextContent(say(globals, s.zh, s.en));
    // A stop is told apart from an end reached by its colour as well as its words.
    const tone = (i: number) => items[i]!.firstElementChild!.className;
    await expect(tone(3)).not.toBe(tone(2));
    await expect(tone(3)).toBe(tone(4));
  },
};
export const StatusTagsEn: Story = { ...StatusTags, globals: matrix.enPc };

const rowArgs = { pending: false, onEdit: fn(), onAskStop: fn() };

/** A row not started is edited and can stop; one ongoing is viewed and can stop; an ended one only viewed. */
export const RowActions: Story = {
  render: () => (
    <ConsoleCanvas>
      <div className="flex flex-col gap-2">
        <ActivityRowActions name="纯棉短袖T恤" status={0} stopped={false} {...rowArgs} />
        <ActivityRowActions name="无线蓝牙耳机" status={1} stopped={false} {...rowArgs} pending />
        <ActivityRowActions name="机械键盘" status={2} stopped={false} {...rowArgs} />
        <ActivityRowActions name="保温杯" status={0} stopped {...rowArgs} />
      </div>
    </ConsoleCanvas>
  ),
  play: async ({ canvas, globals }) => {
    const button = (zh: string, en: string) => canvas.queryByRole('button', { name: say(globals, zh, en) });
    await userEvent.click(button('编辑 纯棉短袖T恤', 'Edit 纯棉短袖T恤')!);
    await expect(rowArgs.onEdit).toHaveBeenCalledOnce();
    await userEvent.click(button('停止 纯棉短袖T恤', 'Stop 纯棉短袖T恤')!);
    await expect(rowArgs.onAskStop).toHaveBeenCalledOnce();
    await expect(button('查看 无线蓝牙耳机', 'View 无线蓝牙耳机')).toBeVisible();
    await expect(button('停止 无线蓝牙耳机', 'Stop 无线蓝牙耳机')).toHaveAttribute('aria-busy', 'true');
    await expect(button('查看 机械键盘', 'View 机械键盘')).toBeVisible();
    await expect(button('停止 机械键盘', 'Stop 机械键盘')).toBeNull();
    // A stopped one that had not started is only viewed.
    await expect(button('编辑 保温杯', 'Edit 保温杯')).toBeNull();
    await expect(button('停止 保温杯', 'Stop 保温杯')).toBeNull();
  },
};
export const RowActionsEn: Story = { ...RowActions, globals: matrix.enPc };

/** The stop asked: the dialog the row's Stop opens, held by the story as a list holds it. */
function AskedStop({ onStop }: { onStop: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <ConsoleCanvas>
      <button type="button" onClick={() => setOpen(true)}>
        ask
      </button>
      {open ? (
        <StopDialog
          title="确定停止限时特惠「全店九五折」吗？"
          effect="它将立即结束。"
          onClose={() => setOpen(false)}
          onStop={onStop}
        />
      ) : null}
    </ConsoleCanvas>
  );
}

const onStop = fn();

/** The stop dialog asks its title and says what a stop does; Stop calls onStop once and closes. */
export const StopConfirmed: Story = {
  render: () => <AskedStop onStop={onStop} />,
  play: async ({ canvas, globals }) => {
    onStop.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'ask' }));
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: '确定停止限时特惠「全店九五折」吗？',
    });
    await expect(dialog).toHaveTextContent('它将立即结束。');
    await userEvent.click(within(dialog).getByRole('button', { name: say(globals, '停止', 'Stop') }));
    await expect(onStop).toHaveBeenCalledOnce();
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
  },
};
export const StopConfirmedEn: Story = { ...StopConfirmed, globals: matrix.enPc };

/** Cancel (or Escape) closes the dialog and stops nothing. */
export const StopCancelled: Story = {
  render: () => <AskedStop onStop={onStop} />,
  play: async ({ canvas, globals }) => {
    onStop.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'ask' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: say(globals, '取消', 'Cancel') }));
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'ask' }));
    await within(document.body).findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
    await expect(onStop).not.toHaveBeenCalled();
  },
};

const onPicks = fn();

/** The products of a discount or coupon: the whole store, or those ticked (held by the story). */
function HeldPicks() {
  const [prodIds, setProdIds] = useState<number[] | null>(null);
  return (
    <ProductPicks
      products={promoProds.slice(0, 4)}
      prodIds={prodIds}
      onChange={(next) => {
        setProdIds(next);
        onPicks(next);
      }}
    />
  );
}

/** Whole store by default; "chosen products" lists them to tick; untick takes one out. */
export const ProductPicking: Story = {
  render: () => (
    <ConsoleCanvas>
      <HeldPicks />
    </ConsoleCanvas>
  ),
  play: async ({ canvas, globals }) => {
    onPicks.mockClear();
    await expect(
      canvas.getByRole('radio', { name: say(globals, '全店商品', 'All products of the store') }),
    ).toBeChecked();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: say(globals, '指定商品', 'Chosen products') }));
    await expect(onPicks).toHaveBeenLastCalledWith([]);
    await userEvent.click(canvas.getByRole('checkbox', { name: '无线蓝牙耳机' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '纯棉短袖T恤' }));
    await expect(onPicks).toHaveBeenLastCalledWith([102, 101]);
    await userEvent.click(canvas.getByRole('checkbox', { name: '无线蓝牙耳机' }));
    await expect(onPicks).toHaveBeenLastCalledWith([101]);
    // No search box without onSearch.
    await expect(canvas.queryByRole('searchbox')).toBeNull();
  },
};
export const ProductPickingEn: Story = { ...ProductPicking, globals: matrix.enPc };

/** Every part in each state (the visual baseline). */
export const AllStates: Story = {
  render: () => (
    <ConsoleCanvas>
      <div className="flex flex-col gap-4">
        <div className="flex gap-2">
          {statuses.slice(0, 4).map((s, i) => (
            <ActivityStatusTag key={i} status={s.status} stopped={s.stopped} />
          ))}
        </div>
        <ActivityRowActions name="纯棉短袖T恤" status={0} stopped={false} {...rowArgs} />
        <ActivityRowActions name="无线蓝牙耳机" status={1} stopped={false} {...rowArgs} pending />
        <ActivityRowActions name="机械键盘" status={2} stopped={false} {...rowArgs} />
        <ProductPicks products={promoProds.slice(0, 4)} prodIds={[101]} onChange={onPicks} />
      </div>
    </ConsoleCanvas>
  ),
  play: async ({ canvas, globals }) => {
    for (const s of statuses.slice(0, 4))
      await expect(canvas.getByText(say(globals, s.zh, s.en))).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: '纯棉短袖T恤' })).toBeChecked();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };

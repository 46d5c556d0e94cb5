import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { matrix } from '../../storybook/matrix.ts';
import { demoRefundPage } from '../../storybook/fixtures/aftersales.ts';
import { MyRefundsScreen, type MyRefundsScreenProps } from './MyRefundsScreen.tsx';
import { say } from '../../storybook/say.ts';

const emptyPage = { records: [], total: 0, size: 10, current: 1, pages: 0 };

const meta = {
  title: 'Screens/MyRefundsScreen',
  component: MyRefundsScreen,
  args: { page: demoRefundPage(), onRetry: fn(), onNavigate: fn(), onPageChange: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MyRefundsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('[data-refund-sn]')];

/** Each request with its status label, service type, amount; a click opens its details. */
export const Full: Story = {
  args: { href: (p: string) => `/en${p}` },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '我的售后' })).toBeVisible();
    const list = rows(canvasElement);
    await expect(list).toHaveLength(4);
    await expect(within(list[0]!).getByText('买家申请')).toBeVisible();
    await expect(within(list[1]!).getByText('买家发货')).toBeVisible();
    await expect(within(list[1]!).getByText('退货退款')).toBeVisible();
    await expect(within(list[2]!).getByText('退款成功')).toBeVisible();
    await expect(within(list[3]!).getByText('商家拒绝')).toBeVisible();
    await userEvent.click(within(list[1]!).getByRole('link'));
    await expect(args.onNavigate).toHaveBeenCalledWith('/en/return-detail?refundSn=1866000000000000002');
  },
};

/** More than one page: the pager reports the page chosen. */
export const Paged: Story = {
  args: { page: demoRefundPage({ total: 24, pages: 3, size: 4 }) },
  play: async ({ canvas, args }) => {
    const pager = within(canvas.getByRole('navigation', { name: '分页' }));
    await userEvent.click(pager.getByRole('button', { name: '第 2 页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Empty: Story = {
  args: { page: emptyPage },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('暂无售后申请')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: '我的订单' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/user-center/uc-order');
  },
};

export const Loading: Story = {
  render: (args) => <MyRefundsScreen {...args} page={undefined} loading />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载售后申请');
  },
};

export const LoadError: Story = {
  render: (args) => <MyRefundsScreen {...args} page={undefined} error />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('售后申请加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

function AllRefundListStates(args: MyRefundsScreenProps) {
  const panel = 'rounded-lg border border-neutral-200 bg-neutral-50 px-3 py-2';
  return (
    <div className="grid items-start gap-3 md:grid-cols-[3fr_2fr]">
      <div className="grid gap-3">
        <MyRefundsScreen
          {...args}
          className={panel}
          page={demoRefundPage({ records: demoRefundPage().records.slice(1, 3) })}
        />
        <MyRefundsScreen {...args} className={panel} page={undefined} error />
      </div>
      <div className="grid gap-3">
        <MyRefundsScreen {...args} className={panel} page={undefined} loading />
        <MyRefundsScreen {...args} className={panel} page={emptyPage} />
      </div>
    </div>
  );
}

/** The list, loading, no requests and the error. */
export const AllStates: Story = {
  render: (args) => <AllRefundListStates {...args} />,
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(rows(canvasElement)).toHaveLength(2);
    await expect(canvas.getByText(say(globals, '退款成功', 'Refund successful'))).toBeVisible();
    await expect(canvas.getByText(say(globals, '暂无售后申请', 'No after-sales requests yet'))).toBeVisible();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

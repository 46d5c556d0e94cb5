import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { matrix } from '../../storybook/matrix.ts';
import { groupProdPage } from '../../storybook/fixtures/group.ts';
import { enHref, isEn, say } from '../../storybook/say.ts';
import { GroupBuyScreen, type GroupBuyScreenProps } from './GroupBuyScreen.tsx';

const meta = {
  title: 'Screens/GroupBuyScreen',
  component: GroupBuyScreen,
  args: { onRetry: fn(), onNavigate: fn(), onPageChange: fn() },
  parameters: { layout: 'fullscreen' },
  render: (args, { globals }) => <GroupBuyScreen page={groupProdPage({ en: isEn(globals) })} {...args} />,
} satisfies Meta<typeof GroupBuyScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const cards = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('[data-group-id]')];

/** The group products: group price with the price alone struck through, team size, teams formed. */
export const Full: Story = {
  args: { href: enHref },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '拼团' })).toBeVisible();
    const list = cards(canvasElement);
    await expect(list).toHaveLength(6);
    const first = within(list[0]!);
    await expect(first.getByText('3人团')).toBeVisible();
    await expect(first.getByText('已成 12 团')).toBeVisible();
    await expect(list[0]!.querySelector('[data-part="group-price"]')).toHaveTextContent('¥4599.00');
    await expect(list[0]!.querySelector('[data-part="group-price"]')).toHaveTextContent('¥4999.00');
    await expect(within(list[1]!).getByText('2人团')).toBeVisible();
    // Not started yet: marked with its start.
    await expect(within(list[2]!).getByText('06-18 20:00 开始')).toBeVisible();
    await expect(within(list[0]!).queryByText(/开始/)).toBeNull();
    // No pager for one page.
    await expect(canvas.queryByRole('navigation', { name: '分页' })).toBeNull();

    const link = first.getByRole('link', { name: '旗舰智能手机 5G 全网通' });
    await expect(link).toHaveAttribute('href', '/en/detail/1002?groupActivityId=100');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/en/detail/1002?groupActivityId=100');
  },
};

/** More than one page: the pager reports the page chosen. */
export const Paged: Story = {
  render: (args) => <GroupBuyScreen page={groupProdPage({ current: 2, size: 4, total: 10 })} {...args} />,
  play: async ({ canvas, args }) => {
    const pager = within(canvas.getByRole('navigation', { name: '分页' }));
    await userEvent.click(pager.getAllByRole('button', { name: '下一页' }).find((b) => b.checkVisibility())!);
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

/** No group buy at all: an empty state with the way home. */
export const NoGroupBuys: Story = {
  args: { page: { records: [], total: 0, size: 12, current: 1, pages: 0 }, href: enHref },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('暂无拼团活动')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: '返回首页' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/en');
  },
};

/** A page past the last one: the way back to the first page. */
export const PastTheLastPage: Story = {
  args: { page: { records: [], total: 14, size: 12, current: 5, pages: 2 } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('本页没有拼团活动')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: '返回拼团' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/group-buy');
  },
};

export const Loading: Story = {
  render: (args) => <GroupBuyScreen {...args} loading />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载拼团活动');
    await expect(cards(canvasElement)).toHaveLength(0);
  },
};

export const LoadError: Story = {
  render: (args) => <GroupBuyScreen {...args} error loading />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('拼团活动加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

function AllGroupBuyStates({ page, ...args }: GroupBuyScreenProps) {
  const panel = 'rounded-lg border border-neutral-200 bg-neutral-50 p-3 md:p-3';
  return (
    <div className="grid items-start gap-4 md:grid-cols-2">
      <div className="grid gap-4">
        <GroupBuyScreen {...args} className={panel} page={page} />
        <GroupBuyScreen {...args} className={panel} error />
      </div>
      <div className="grid gap-4">
        <GroupBuyScreen {...args} className={panel} loading />
        <GroupBuyScreen
          {...args}
          className={panel}
          page={{ records: [], total: 0, size: 12, current: 1, pages: 0 }}
        />
      </div>
    </div>
  );
}

/** Two cards with a pager, loading, no group buys and the error. */
export const AllStates: Story = {
  render: (args, { globals }) => (
    <AllGroupBuyStates {...args} page={groupProdPage({ en: isEn(globals), size: 2, total: 10 })} />
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(cards(canvasElement)).toHaveLength(2);
    await expect(canvas.getByText(say(globals, '已成 0 团', '0 teams formed'))).toBeVisible();
    await expect(canvas.getByText(say(globals, '暂无拼团活动', 'No group buys at the moment'))).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      say(globals, '拼团活动加载失败', 'The group buys could not be loaded'),
    );
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

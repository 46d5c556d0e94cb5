import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { platformAreas, platformRoleMay, type PlatformArea, type PlatformRole } from '@mall/domain';
import { chromaticPcModes, matrix } from '../../../storybook/matrix.ts';
import { say, type Globals } from '../../../storybook/say.ts';
import { ConsoleCanvas, allStatesParameters, loadFailedPlay } from '../../../storybook/console.tsx';
import { ConsoleHomeScreen, type ConsoleHomeArea } from './index.ts';

/** The areas of `role` as the console's app gives them (domain platformConsole.ts), each with its page. */
const areasOf = (role: PlatformRole): ConsoleHomeArea[] =>
  platformAreas
    .filter((area) => platformRoleMay(role, area))
    .map((area) => ({ area, href: `/platform/${area}`, mayChange: platformRoleMay(role, area, true) }));

/** The areas' names as the cards say them, [zh, en]. */
const areaNames: Record<PlatformArea, [string, string]> = {
  applications: ['开店申请', 'Store applications'],
  stores: ['店铺', 'Stores'],
  site: ['站点设置', 'Site configuration'],
  content: ['首页内容', 'Home content'],
  categories: ['分类', 'Categories'],
  marketing: ['优惠券与等级', 'Coupons and levels'],
  members: ['会员', 'Members'],
  reports: ['报表', 'Reports'],
  audit: ['操作日志', 'Audit log'],
};

/**
 * The play of a role's home: the greeting names `name` and its role (`role`, [zh, en]), and the cards are
 * exactly `cards` in this order, each an area's name and whether the role may change it (`true`) or only
 * read it; every card links to its area's page.
 */
function cardsPlay(name: string, role: [string, string], cards: [PlatformArea, boolean][]) {
  return async ({ canvasElement, globals }: { canvasElement: HTMLElement; globals: Globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: say(globals, `您好，${name}`, `Hello, ${name}`) }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        say(
          globals,
          `您当前的角色是${role[0]}，可以打开以下功能区：`,
          `You are signed in as ${role[1]}. These are the areas your role may open:`,
        ),
      ),
    ).toBeVisible();
    const list = canvas.getByRole('list', { name: say(globals, '您的功能区', 'Your areas') });
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.getAttribute('data-area'))).toEqual(cards.map(([area]) => area));
    // Plain DOM reads per card: role queries over nine cards outlast the test's time on a busy machine.
    for (const [i, [area, mayChange]] of cards.entries()) {
      const link = items[i]!.querySelector('a');
      await expect(link).toHaveTextContent(say(globals, ...areaNames[area]));
      await expect(link).toHaveAttribute('href', `/platform/${area}`);
      await expect(items[i]).toHaveTextContent(
        mayChange ? say(globals, '可修改', 'May change') : say(globals, '只读', 'Read only'),
      );
    }
  };
}

const meta = {
  title: 'Screens/Platform/ConsoleHomeScreen',
  component: ConsoleHomeScreen,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: {
    account: { name: 'admin', role: 'admin' },
    areas: areasOf('admin'),
    onRetry: fn(),
    onNavigate: fn(),
  },
  render: (args) => (
    <ConsoleCanvas>
      <ConsoleHomeScreen {...args} />
    </ConsoleCanvas>
  ),
} satisfies Meta<typeof ConsoleHomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The administrator opens every area and changes all but the reports and the audit log. */
export const Admin: Story = {
  play: cardsPlay(
    'admin',
    ['管理员', 'Administrator'],
    [
      ['applications', true],
      ['stores', true],
      ['site', true],
      ['content', true],
      ['categories', true],
      ['marketing', true],
      ['members', true],
      ['reports', false],
      ['audit', false],
    ],
  ),
};
export const AdminEn: Story = { ...Admin, globals: matrix.enPc };

/**
 * The operator runs the shop window and the members; reads the stores and the reports; never sees the
 * applications or the audit log.
 */
export const Operator: Story = {
  args: { account: { name: 'operator', role: 'operator' }, areas: areasOf('operator') },
  play: cardsPlay(
    'operator',
    ['运营', 'Operator'],
    [
      ['stores', false],
      ['site', true],
      ['content', true],
      ['categories', true],
      ['marketing', true],
      ['members', true],
      ['reports', false],
    ],
  ),
};
export const OperatorEn: Story = { ...Operator, globals: matrix.enPc };

/**
 * The auditor decides on applications and stores, reads the shop window, the reports and the audit log;
 * never sees the members.
 */
export const Auditor: Story = {
  args: { account: { name: 'auditor', role: 'auditor' }, areas: areasOf('auditor') },
  play: cardsPlay(
    'auditor',
    ['审核员', 'Auditor'],
    [
      ['applications', true],
      ['stores', true],
      ['site', false],
      ['content', false],
      ['categories', false],
      ['marketing', false],
      ['reports', false],
      ['audit', false],
    ],
  ),
};
export const AuditorEn: Story = { ...Auditor, globals: matrix.enPc };

/** A plain click on an area goes to the app's router with the area's address (no page load). */
export const OpenArea: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('link', { name: '店铺' }));
    await expect(args.onNavigate).toHaveBeenCalledOnce();
    await expect(args.onNavigate).toHaveBeenCalledWith('/platform/stores');
  },
};

/** An area whose page is not there yet: its card names it, with no link. */
export const AreaWithoutPage: Story = {
  args: {
    areas: [
      { area: 'stores', href: '/platform/stores', mayChange: true },
      { area: 'reports', mayChange: false },
    ],
  },
  play: async ({ canvas }) => {
    const list = within(canvas.getByRole('list', { name: '您的功能区' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
    await expect(list.getAllByRole('link')).toHaveLength(1);
    await expect(list.getByText('报表')).toBeVisible();
    await expect(list.queryByRole('link', { name: '报表' })).toBeNull();
  },
};

/** While the account loads: a busy placeholder, no greeting and no cards. */
export const Loading: Story = {
  args: { account: undefined, areas: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** The account could not be loaded: said in an alert, and Retry asks the app again. */
export const LoadFailed: Story = {
  args: { account: undefined, areas: undefined, error: true },
  play: async (context) => {
    await loadFailedPlay('账号信息加载失败。')(context);
    await expect(context.canvas.queryByRole('list')).toBeNull();
  },
};

/** Every state (the visual baseline): the administrator's, the auditor's, loading and failed. */
export const AllStates: Story = {
  parameters: allStatesParameters,
  render: (args) => (
    <ConsoleCanvas stack>
      <ConsoleHomeScreen {...args} />
      <ConsoleHomeScreen
        {...args}
        account={{ name: 'auditor', role: 'auditor' }}
        areas={areasOf('auditor')}
      />
      <ConsoleHomeScreen {...args} account={undefined} areas={undefined} />
      <ConsoleHomeScreen {...args} account={undefined} areas={undefined} error />
    </ConsoleCanvas>
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(2);
    await expect(
      canvas.getAllByRole('list', { name: say(globals, '您的功能区', 'Your areas') }),
    ).toHaveLength(2);
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      say(globals, '账号信息加载失败。', 'Your account could not be loaded.'),
    );
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { AuditLogRecord, Page } from '@mall/domain';
import { chromaticPcModes, matrix } from '../../../storybook/matrix.ts';
import { say } from '../../../storybook/say.ts';
import {
  ConsoleCanvas,
  allStatesParameters,
  emptyPage,
  emptyPlay,
  heldQuery,
  loadFailedPlay,
  loadingPlay,
  noMatchPlay,
  pagingPlay,
} from '../../../storybook/console.tsx';
import { AuditLogScreen, emptyAuditLogFilters, type AuditLogQuery } from './AuditLogScreen.tsx';

const rows: AuditLogRecord[] = [
  {
    id: 58,
    actorId: 3,
    actorUsername: 'auditor',
    actorRole: 'auditor',
    action: 'shop.offline',
    targetType: 'shop',
    targetId: '12',
    before: { status: 1, offlineReason: null },
    after: { status: 2, offlineReason: '多次售假' },
    createTime: '2026-11-21 15:20:00',
  },
  {
    id: 57,
    actorId: 2,
    actorUsername: 'operator',
    actorRole: 'operator',
    action: 'notice.create',
    targetType: 'notice',
    targetId: '7',
    before: null,
    after: { id: 7, title: '双十二活动预告', isTop: true, status: 1 },
    createTime: '2026-11-20 10:02:30',
  },
  {
    id: 56,
    actorId: 1,
    actorUsername: 'admin',
    actorRole: 'admin',
    action: 'site.webConfig',
    targetType: 'site',
    targetId: 'webConfig',
    before: { siteName: '云集商城', icp: '', logo: '/api/uploads/a.png' },
    after: { siteName: '云集商城', icp: '沪ICP备00000000号', logo: '/api/uploads/a.png' },
    createTime: '2026-11-19 09:00:00',
  },
  {
    id: 55,
    actorId: 1,
    actorUsername: 'admin',
    actorRole: 'admin',
    // A key the console has no words for (an older or newer server's): shown as itself.
    action: 'giftCard.create',
    targetType: 'giftCard',
    targetId: '31',
    before: { parentId: 1 },
    after: { parentId: 1 },
    createTime: '2026-11-18 08:30:00',
  },
];
const page: Page<AuditLogRecord> = { records: rows, total: 42, size: 10, current: 1, pages: 5 };
const query: AuditLogQuery = { ...emptyAuditLogFilters, current: 1, size: 10 };

/** The screen with its query held here, as the app holds it in the address. */
const Stateful = heldQuery(AuditLogScreen);

const meta = {
  title: 'Screens/Platform/AuditLogScreen',
  component: AuditLogScreen,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: { page, query, onQueryChange: fn(), onRetry: fn() },
  render: (args) => (
    <ConsoleCanvas>
      <Stateful {...args} />
    </ConsoleCanvas>
  ),
} satisfies Meta<typeof AuditLogScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** A row: time, who with role, the action in words (an unknown one as its key), the target; no change button. */
export const List: Story = {
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: say(globals, '操作日志', 'Audit log') }),
    ).toBeVisible();
    const table = canvas.getByRole('table', { name: say(globals, '操作日志', 'Audit log') });
    const lines = within(table).getAllByRole('row');
    await expect(lines).toHaveLength(5);
    await expect(lines[1]).toHaveTextContent('2026-11-21 15:20:00');
    await expect(lines[1]).toHaveTextContent(say(globals, '审核员', 'Auditor'));
    await expect(lines[1]).toHaveTextContent(say(globals, '店铺下线', 'Store taken offline'));
    await expect(lines[1]).toHaveTextContent(say(globals, '店铺 12', 'Store 12'));
    await expect(lines[2]).toHaveTextContent(say(globals, '新增公告', 'Notice added'));
    await expect(lines[4]).toHaveTextContent('giftCard.create');
    await expect(lines[4]).toHaveTextContent('giftCard 31');
    // The log is read only: nothing but reading buttons in the rows.
    await expect(
      within(table)
        .getAllByRole('button')
        .every((b) => /^(查看变更|Show changes)$/.test(b.textContent ?? '')),
    ).toBe(true);
  },
};
export const ListEn: Story = { ...List, globals: matrix.enPc };

/** A row's changes: the changed fields before and after side by side, the unchanged ones folded away. */
export const Changes: Story = {
  play: async ({ canvas, globals }) => {
    const show = canvas.getByRole('button', {
      name: say(globals, '查看变更 #56', 'Show changes of record 56'),
    });
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(show);
    await expect(
      canvas.getByRole('button', { name: say(globals, '收起变更 #56', 'Hide changes of record 56') }),
    ).toHaveAttribute('aria-expanded', 'true');
    const panel = canvas.getByRole('region', {
      name: say(globals, '站点配置修改：站点 webConfig', 'Site configuration changed: Site webConfig'),
    });
    await expect(within(panel).getByRole('heading', { level: 2 })).toHaveFocus();
    await expect(panel).toHaveTextContent(
      say(
        globals,
        '2026-11-19 09:00:00，操作人 admin（管理员）',
        '2026-11-19 09:00:00, by admin (Administrator)',
      ),
    );
    const changed = within(panel).getByRole('table', { name: say(globals, '变更的字段', 'Changed fields') });
    const fields = within(changed).getAllByRole('row');
    await expect(fields).toHaveLength(2);
    await expect(within(fields[1]!).getByRole('rowheader')).toHaveTextContent('icp');
    const cells = within(fields[1]!).getAllByRole('cell');
    await expect(cells[0]).toHaveTextContent(say(globals, '空', 'empty'));
    await expect(cells[1]).toHaveTextContent('沪ICP备00000000号');
    // Two unchanged fields, folded.
    const folded = within(panel).getByText(say(globals, '未变更的字段（2）', 'Unchanged fields (2)'));
    await expect(
      within(panel).getByRole('table', {
        name: say(globals, '未变更的字段', 'Unchanged fields'),
        hidden: true,
      }),
    ).not.toBeVisible();
    await userEvent.click(folded);
    await expect(
      within(panel).getByRole('table', { name: say(globals, '未变更的字段', 'Unchanged fields') }),
    ).toBeVisible();
    // Another row replaces it; close (or the row's button again) hides it.
    await userEvent.click(
      canvas.getByRole('button', { name: say(globals, '查看变更 #58', 'Show changes of record 58') }),
    );
    const offline = canvas.getByRole('region', {
      name: say(globals, '店铺下线：店铺 12', 'Store taken offline: Store 12'),
    });
    await expect(within(offline).getAllByRole('row')).toHaveLength(3);
    await expect(within(offline).getByText('多次售假')).toBeVisible();
    await expect(within(offline).getByText(say(globals, '无', 'none'))).toBeVisible();
    await userEvent.click(within(offline).getByRole('button', { name: say(globals, '关闭', 'Close') }));
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};
export const ChangesEn: Story = { ...Changes, globals: matrix.enPc };

/** A creation has nothing before (a dash); a row whose fields did not change says so. */
export const ChangesCreatedAndUnchanged: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '查看变更 #57' }));
    const panel = canvas.getByRole('region', { name: '新增公告：公告 7' });
    const fields = within(within(panel).getByRole('table', { name: '变更的字段' })).getAllByRole('row');
    await expect(fields).toHaveLength(5);
    await expect(within(fields[2]!).getAllByRole('cell')[0]).toContainElement(
      within(fields[2]!).getByLabelText('无此字段'),
    );
    await expect(within(fields[2]!).getAllByRole('cell')[1]).toHaveTextContent('双十二活动预告');
    await userEvent.click(canvas.getByRole('button', { name: '查看变更 #55' }));
    const moved = canvas.getByRole('region', { name: 'giftCard.create：giftCard 31' });
    await expect(within(moved).getByText('没有字段变更。')).toBeVisible();
  },
};

/** The filters: who, what, the target, the days; page 1 of them. An end before the start is said, nothing searched. */
export const Filter: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '用户名' }), ' Auditor ');
    await userEvent.click(canvas.getByRole('combobox', { name: '操作' }));
    // Every action the server writes (the domain's list), grouped by target type.
    const actions = (await body().findAllByRole('option')).map((o) => o.textContent);
    await expect(actions).toEqual(
      expect.arrayContaining(['新增分类', '调整分类排序', '修改会员等级', '修改积分规则']),
    );
    await expect(actions.indexOf('调整分类排序')).toBe(actions.indexOf('修改分类') + 1);
    await userEvent.click(await body().findByRole('option', { name: '店铺下线' }));
    await userEvent.click(canvas.getByRole('combobox', { name: '对象类型' }));
    await userEvent.click(await body().findByRole('option', { name: '店铺' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '对象ID' }), '12');
    await userEvent.type(canvas.getByLabelText('开始日期'), '2026-11-20');
    await userEvent.type(canvas.getByLabelText('结束日期'), '2026-11-10');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(canvas.getByText('结束日期早于开始日期')).toBeVisible();
    await expect(args.onQueryChange).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByLabelText('结束日期'));
    await userEvent.type(canvas.getByLabelText('结束日期'), '2026-11-26');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      ...query,
      actor: 'Auditor',
      action: 'shop.offline',
      targetType: 'shop',
      targetId: '12',
      startDate: '2026-11-20',
      endDate: '2026-11-26',
    });
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith(query);
  },
};

/** An action's beginning from the address (`shop.`) shows as itself in the filter and stays when searching. */
export const FilterFromAddress: Story = {
  args: { query: { ...query, action: 'shop.', targetId: '12' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('combobox', { name: '操作' })).toHaveTextContent('shop.');
    await expect(canvas.getByRole('textbox', { name: '对象ID' })).toHaveValue('12');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ ...query, action: 'shop.', targetId: '12' });
  },
};

/** Paging: another page, the filters kept. */
export const Paging: Story = { play: pagingPlay(query) };

export const Loading: Story = { args: { page: undefined, loading: true }, play: loadingPlay };

export const Empty: Story = { args: { page: emptyPage }, play: emptyPlay('暂无平台操作') };

/** Nothing matches the filters: a way to clear them. */
export const NoMatch: Story = {
  args: { page: emptyPage, query: { ...query, actor: 'nobody' } },
  play: noMatchPlay('没有符合条件的平台操作', query),
};

/** The log failed, with the server's reason when it refused the filters. */
export const LoadFailed: Story = {
  args: { page: undefined, error: true, errorText: '日期格式不正确' },
  play: loadFailedPlay('日期格式不正确'),
};

/** The log failed without a reason from the server: the screen's own words. */
export const LoadFailedPlain: Story = {
  args: { page: undefined, error: true },
  play: loadFailedPlay('操作日志加载失败'),
};

/** Every state (the visual baseline): a row's changes open, loading, empty, no match, error. */
export const AllStates: Story = {
  parameters: allStatesParameters,
  render: (args) => (
    <ConsoleCanvas stack>
      <AuditLogScreen {...args} defaultOpenId={56} />
      <AuditLogScreen {...args} page={undefined} loading />
      <AuditLogScreen {...args} page={emptyPage} />
      <AuditLogScreen {...args} page={emptyPage} query={{ ...query, actor: 'nobody' }} />
      <AuditLogScreen {...args} page={undefined} error />
    </ConsoleCanvas>
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getAllByRole('heading', { level: 1, name: say(globals, '操作日志', 'Audit log') }),
    ).toHaveLength(5);
    await expect(canvas.getAllByRole('region')).toHaveLength(1);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };

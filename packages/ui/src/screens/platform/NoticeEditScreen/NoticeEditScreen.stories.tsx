import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { chromaticPcModes, matrix } from '../../../storybook/matrix.ts';
import { say } from '../../../storybook/say.ts';
import { ConsoleCanvas, allStatesParameters, loadFailedPlay } from '../../../storybook/console.tsx';
import { platformNotices } from '../../../storybook/fixtures/platformContent.ts';
import { NoticeEditScreen } from './NoticeEditScreen.tsx';

const notice = platformNotices[0]!;

const meta = {
  title: 'Screens/Platform/NoticeEditScreen',
  component: NoticeEditScreen,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: {
    notice,
    canEdit: true,
    onRetry: fn(),
    onBack: fn(),
    onUploadImage: fn(() => Promise.resolve('/api/uploads/notice.png')),
    onSubmit: fn(() => Promise.resolve()),
  },
  render: (args) => (
    <ConsoleCanvas>
      <NoticeEditScreen {...args} />
    </ConsoleCanvas>
  ),
} satisfies Meta<typeof NoticeEditScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A notice as stored: its titles, contents, status and publish time; saved whole with its id. */
export const Edit: Story = {
  play: async ({ canvas, args, globals }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: say(globals, '编辑公告', 'Edit the notice') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: say(globals, '标题（中文）', 'Title (Chinese)') }),
    ).toHaveValue('双十二活动规则');
    await expect(
      canvas.getByRole('textbox', { name: say(globals, '内容（英文）', 'Content (English)') }),
    ).toHaveTextContent('All day on 12 December.');
    await expect(canvas.getByRole('radio', { name: say(globals, '已发布', 'Published') })).toBeChecked();
    await expect(
      canvas.getByRole('checkbox', {
        name: say(globals, '置顶：显示在首页的公告栏中', "Pinned: shown in the home page's notice ticker"),
      }),
    ).toBeChecked();
    await expect(canvas.getByLabelText(say(globals, '发布时间', 'Publish time'))).toHaveValue(
      '2026-12-01T09:00',
    );
    await userEvent.click(
      canvas.getByRole('radio', { name: say(globals, '草稿（不显示）', 'Draft (not shown)') }),
    );
    await userEvent.click(canvas.getByRole('button', { name: say(globals, '保存公告', 'Save the notice') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...notice,
      status: 0,
    });
  },
};
export const EditEn: Story = { ...Edit, globals: matrix.enPc };

/** A new notice: the domain's messages first; then the checked notice (no id; empty time: none sent). */
export const Create: Story = {
  args: { notice: null },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '新建公告' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '发布公告' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const title = canvas.getByRole('textbox', { name: '标题（中文）' });
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(title).toHaveFocus());
    await expect(canvas.getAllByText('请填写中英文标题，各不超过 100 个字')).toHaveLength(2);
    await userEvent.type(title, ' 元旦放假通知 ');
    await userEvent.type(canvas.getByRole('textbox', { name: '标题（英文）' }), 'New Year holiday');
    await userEvent.click(canvas.getByRole('button', { name: '发布公告' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      title: '元旦放假通知',
      titleEn: 'New Year holiday',
      content: '',
      contentEn: '',
      isTop: 0,
      status: 1,
    });
  },
};

/** A publish time later than now is sent as the wire's "YYYY-MM-DD hh:mm:ss" (the storefront waits). */
export const ScheduledPublishTime: Story = {
  play: async ({ canvas, args }) => {
    const time = canvas.getByLabelText('发布时间');
    await userEvent.clear(time);
    await userEvent.type(time, '2027-01-01T08:30:00');
    await userEvent.click(canvas.getByRole('button', { name: '保存公告' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...notice, publishTime: '2027-01-01 08:30:00' });
  },
};

/** While the save is sent: the fields are locked and a second click sends nothing. */
export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '保存公告' }));
    await expect(canvas.getByRole('textbox', { name: '标题（中文）' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '保存公告' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** The server refuses the publish time: its words at that field; the form keeps what was typed. */
export const RefusalAtField: Story = {
  args: {
    onSubmit: fn(() => Promise.reject(new Error('refused'))),
    refusal: '请按 YYYY-MM-DD hh:mm:ss 填写发布时间',
    refusalField: 'publishTime',
  },
  play: async ({ canvas, args }) => {
    await userEvent.clear(canvas.getByRole('textbox', { name: '标题（中文）' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '标题（中文）' }), '新标题');
    await userEvent.click(canvas.getByRole('button', { name: '保存公告' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(await canvas.findByText('请按 YYYY-MM-DD hh:mm:ss 填写发布时间')).toBeVisible();
    await expect(canvas.getByLabelText('发布时间')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: '标题（中文）' })).toHaveValue('新标题');
  },
};

/** A refusal of no field (the notice was deleted meanwhile): above the form. */
export const RefusalOnTop: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('refused'))), refusal: '公告不存在' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '保存公告' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(await canvas.findByRole('alert')).toHaveTextContent('公告不存在');
  },
};

/** A role that may only read: the notice shown, every field locked, no save. */
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '公告' })).toBeVisible();
    await expect(canvas.getByRole('note')).toHaveTextContent('你的角色可以查看公告，但不能修改。');
    await expect(canvas.getByRole('textbox', { name: '标题（中文）' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: '已发布' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: '保存公告' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { notice: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载公告');
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { notice: undefined, error: true },
  play: loadFailedPlay('公告加载失败'),
};

/** No such notice: said so, and the way back to the list. */
export const NotFound: Story = {
  args: { notice: undefined, notFound: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('公告不存在')).toBeVisible();
    const backs = canvas.getAllByRole('button', { name: '返回公告列表' });
    await userEvent.click(backs[backs.length - 1]!);
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** Every state (the visual baseline): editing, read only, loading, error, not found (new: `Create`). */
export const AllStates: Story = {
  parameters: allStatesParameters,
  render: (args) => (
    <ConsoleCanvas stack>
      <NoticeEditScreen {...args} />
      <NoticeEditScreen {...args} canEdit={false} />
      <NoticeEditScreen {...args} notice={undefined} loading />
      <NoticeEditScreen {...args} notice={undefined} error />
      <NoticeEditScreen {...args} notice={undefined} notFound />
    </ConsoleCanvas>
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(5);
    await expect(
      canvas.getAllByRole('button', { name: say(globals, '返回公告列表', 'Back to the notices') }).length,
    ).toBeGreaterThanOrEqual(5);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };

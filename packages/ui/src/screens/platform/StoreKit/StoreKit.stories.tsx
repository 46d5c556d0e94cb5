// The pieces the platform console's store screens share (decision 0087): an application's state tag, the
// document thumbnails with their zoomable viewer, and the list of platform actions on a target.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { PlatformActionLine } from '@mall/domain';
import { chromaticPcModes, matrix } from '../../../storybook/matrix.ts';
import { say } from '../../../storybook/say.ts';
import { picture } from '../../../storybook/pictures.ts';
import { ConsoleCanvas } from '../../../storybook/console.tsx';
import { ActionHistory } from './ActionHistory.tsx';
import { DocumentThumbnails, ShopApplyStatusTag, ShopStatusTag, type StoreDocument } from './index.ts';

const documents: StoreDocument[] = [
  { key: 'licence', label: '营业执照', src: picture('#e0f2fe', '#0369a1') },
  { key: 'front', label: '身份证正面', src: picture('#fef3c7', '#b45309') },
  { key: 'back', label: '身份证反面', src: '' },
];

const lines: PlatformActionLine[] = [
  {
    id: 52,
    action: 'shop.offline',
    actorUsername: 'auditor',
    actorRole: 'auditor',
    remark: '多次售假',
    createTime: '2026-11-21 15:20:00',
  },
  {
    id: 41,
    action: 'shopApply.approve',
    actorUsername: 'admin',
    actorRole: 'admin',
    remark: null,
    createTime: '2026-11-19 09:00:00',
  },
  {
    id: 40,
    action: 'member.status',
    actorUsername: 'operator',
    actorRole: 'operator',
    remark: '',
    createTime: '2026-11-18 08:30:00',
  },
];

const meta = {
  title: 'Screens/Platform/StoreKit',
  parameters: { chromatic: { modes: chromaticPcModes } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each application state has its words; an unknown state shows its number. */
export const StatusTags: Story = {
  render: () => (
    <ConsoleCanvas>
      <ul aria-label="states" className="m-0 flex list-none gap-3 p-0">
        {[0, 1, -1, 2, 7].map((status) => (
          <li key={status}>
            <ShopApplyStatusTag status={status} />
          </li>
        ))}
      </ul>
    </ConsoleCanvas>
  ),
  play: async ({ canvas, globals }) => {
    const tags = within(canvas.getByRole('list', { name: 'states' })).getAllByRole('listitem');
    await expect(tags.map((tag) => tag.textContent)).toEqual([
      say(globals, '待审核', 'Under review'),
      say(globals, '已通过', 'Approved'),
      say(globals, '已驳回', 'Rejected'),
      say(globals, '已下线', 'Offline'),
      '7',
    ]);
  },
};
export const StatusTagsEn: Story = { ...StatusTags, globals: matrix.enPc };

/** A store's states, as its list and its detail show them; an unknown one shows its number. */
export const StoreStatusTags: Story = {
  render: () => (
    <ConsoleCanvas>
      <ul aria-label="states" className="m-0 flex list-none gap-3 p-0">
        {[0, 1, 2, 7].map((status) => (
          <li key={status}>
            <ShopStatusTag status={status} />
          </li>
        ))}
      </ul>
    </ConsoleCanvas>
  ),
  play: async ({ canvas, globals }) => {
    const tags = within(canvas.getByRole('list', { name: 'states' })).getAllByRole('listitem');
    await expect(tags.map((tag) => tag.textContent)).toEqual([
      say(globals, '已关闭', 'Closed'),
      say(globals, '营业中', 'Open'),
      say(globals, '已下线', 'Offline'),
      '7',
    ]);
  },
};
export const StoreStatusTagsEn: Story = { ...StoreStatusTags, globals: matrix.enPc };

/** Thumbnails open a viewer; buttons and + = - 0 zoom within 50%..400%; Esc closes it, focus comes back. */
export const DocumentViewer: Story = {
  render: () => (
    <ConsoleCanvas>
      <DocumentThumbnails documents={documents} />
    </ConsoleCanvas>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('未上传')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '查看大图 身份证反面' })).toBeNull();
    const thumbnail = canvas.getByRole('button', { name: '查看大图 营业执照' });
    await userEvent.click(thumbnail);
    const dialog = await within(document.body).findByRole('dialog', { name: '营业执照' });
    const image = within(dialog).getByRole('img', { name: '营业执照' });
    await expect(image.style.width).toBe('100%');
    const zoom = within(dialog).getByRole('status', { name: '缩放' });
    await expect(zoom).toHaveTextContent('100%');
    await userEvent.click(within(dialog).getByRole('button', { name: '放大' }));
    await expect(zoom).toHaveTextContent('125%');
    await expect(image.style.width).toBe('125%');
    await userEvent.keyboard('=');
    await expect(zoom).toHaveTextContent('150%');
    // Down to the floor: the button stops at 50% and is disabled there.
    for (let i = 0; i < 6; i++) await userEvent.keyboard('-');
    await expect(zoom).toHaveTextContent('50%');
    await expect(within(dialog).getByRole('button', { name: '缩小' })).toBeDisabled();
    await userEvent.keyboard('0');
    await expect(zoom).toHaveTextContent('100%');
    // Up to the ceiling: 400%, the button disabled.
    for (let i = 0; i < 14; i++) await userEvent.keyboard('+');
    await expect(zoom).toHaveTextContent('400%');
    await expect(within(dialog).getByRole('button', { name: '放大' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: '重置' }));
    await expect(zoom).toHaveTextContent('100%');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(thumbnail).toHaveFocus());
  },
};

/** The viewer names its document in English too, and opens on the second thumbnail just as well. */
export const DocumentViewerEn: Story = {
  ...DocumentViewer,
  globals: matrix.enPc,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open 身份证正面' }));
    const dialog = await within(document.body).findByRole('dialog', { name: '身份证正面' });
    await expect(within(dialog).getByRole('status', { name: 'Zoom' })).toHaveTextContent('100%');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zoom out' }));
    await expect(within(dialog).getByRole('status', { name: 'Zoom' })).toHaveTextContent('75%');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/** No action yet: a sentence, not an empty list. */
export const ActionHistoryEmpty: Story = {
  render: () => (
    <ConsoleCanvas>
      <ActionHistory lines={[]} />
    </ConsoleCanvas>
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(say(globals, '暂无平台操作。', 'No platform actions yet.'))).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
export const ActionHistoryEmptyEn: Story = { ...ActionHistoryEmpty, globals: matrix.enPc };

/** Lines in the order given: time, the action in words (an unknown one as its key), who and role, a reason. */
export const ActionHistoryRows: Story = {
  render: () => (
    <ConsoleCanvas>
      <ActionHistory lines={lines} />
    </ConsoleCanvas>
  ),
  play: async ({ canvas, globals }) => {
    const list = canvas.getByRole('list', { name: say(globals, '平台操作', 'Platform actions') });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('2026-11-21 15:20:00');
    await expect(items[0]).toHaveTextContent(say(globals, '下线', 'Taken offline'));
    await expect(items[0]).toHaveTextContent(
      say(globals, '操作人 auditor（审核员）', 'by auditor (Auditor)'),
    );
    await expect(items[0]).toHaveTextContent(say(globals, '原因：多次售假', 'Reason: 多次售假'));
    await expect(items[1]).toHaveTextContent(say(globals, '已通过', 'Approved'));
    await expect(items[1]).not.toHaveTextContent(say(globals, '原因', 'Reason'));
    // An action without words shows its key; an empty remark shows no reason.
    await expect(items[2]).toHaveTextContent('member.status');
    await expect(items[2]).not.toHaveTextContent(say(globals, '原因', 'Reason'));
  },
};
export const ActionHistoryRowsEn: Story = { ...ActionHistoryRows, globals: matrix.enPc };

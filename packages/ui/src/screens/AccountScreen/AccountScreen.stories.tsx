import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import type { UserInfo } from '@mall/domain';
import { matrix } from '../../storybook/matrix.ts';
import { say } from '../../storybook/say.ts';
import { AccountScreen } from './AccountScreen.tsx';

const avatarPicture =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#fdeceb"/><circle cx="40" cy="32" r="14" fill="#e1251b"/><rect x="18" y="52" width="44" height="20" rx="10" fill="#e1251b"/></svg>',
  );
const user: UserInfo = {
  userId: 'u-7',
  nickName: '小王',
  userMobile: '13800000000',
  pic: avatarPicture,
  sex: 'F',
  birthDate: '1990-02-03',
  level: 1,
  growth: 120,
  score: 300,
  balance: 0,
};
/** 2026-11-26 10:00 in Beijing. */
const NOW = Date.UTC(2026, 10, 26, 2, 0, 0);
/** The URL the upload answers (a picture that loads in the story, where /api/uploads is not served). */
const UPLOADED =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#1d5fc4"/></svg>',
  );

/** A 300 x 200 PNG drawn in the browser: a picture to crop. */
async function pngFile(name = 'photo.png', width = 300, height = 200): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#1d5fc4';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#e1251b';
  context.fillRect(width / 2 - 40, height / 2 - 40, 80, 80);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  return new File([blob], name, { type: 'image/png' });
}

const meta = {
  title: 'Screens/AccountScreen',
  component: AccountScreen,
  args: {
    user,
    now: NOW,
    onSave: fn(),
    onUploadAvatar: fn(async () => UPLOADED),
    onRetry: fn(),
  },
} satisfies Meta<typeof AccountScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const label = (globals: Parameters<typeof say>[0], zh: string, en: string) =>
  new RegExp(`^${say(globals, zh, en)}`);

/** The profile as loaded, the mobile masked; saving sends the whole profile. */
export const Save: Story = {
  play: async ({ canvas, args, globals }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: say(globals, '账户信息', 'Account information') }),
    ).toBeVisible();
    await expect(canvas.getByText('138****0000')).toBeVisible();
    await expect(canvas.queryByText('13800000000')).toBeNull();
    const nickname = canvas.getByLabelText(label(globals, '昵称', 'Nickname'), { selector: 'input' });
    await expect(nickname).toHaveValue('小王');
    await userEvent.clear(nickname);
    await userEvent.type(nickname, ' 王小明 ');
    await userEvent.click(canvas.getByRole('radio', { name: say(globals, '男', 'Male') }));
    const birthday = canvas.getByLabelText(label(globals, '生日', 'Birthday'), { selector: 'input' });
    await expect(birthday).toHaveAttribute('max', '2026-11-26');
    fireEvent.change(birthday, { target: { value: '1992-05-06' } });
    await userEvent.click(canvas.getByRole('button', { name: say(globals, '保存', 'Save') }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(args.onSave).toHaveBeenCalledWith({
      nickName: '王小明',
      avatarUrl: avatarPicture,
      sex: 'M',
      birthDate: '1992-05-06',
    });
  },
};
export const SaveEnMobile: Story = { ...Save, globals: matrix.enMobile };

/** The rules: the nickname not empty and at most 15; the birthday not in the future; nothing sent. */
export const RuleMessages: Story = {
  play: async ({ canvas, args }) => {
    const nickname = canvas.getByLabelText(/^昵称/, { selector: 'input' });
    const save = canvas.getByRole('button', { name: '保存' });
    await userEvent.clear(nickname);
    await userEvent.click(save);
    await expect(canvas.getByText('请输入昵称')).toBeVisible();
    await expect(nickname).toHaveFocus();
    await userEvent.type(nickname, '一二三四五六七八九十一二三四五六');
    await userEvent.click(save);
    await expect(canvas.getByText('昵称最多15个字符')).toBeVisible();
    await userEvent.clear(nickname);
    await userEvent.type(nickname, '一二三四五六七八九十一二三四五');
    const birthday = canvas.getByLabelText(/^生日/, { selector: 'input' });
    fireEvent.change(birthday, { target: { value: '2026-11-28' } });
    await userEvent.click(save);
    await expect(canvas.getByText('生日不能晚于今天')).toBeVisible();
    await expect(birthday).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();
    // Today is fine, and clearing sex and birthday sends nulls.
    await userEvent.click(canvas.getByRole('radio', { name: '保密' }));
    fireEvent.change(birthday, { target: { value: '' } });
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith({
      nickName: '一二三四五六七八九十一二三四五',
      avatarUrl: avatarPicture,
      sex: null,
      birthDate: null,
    });
  },
};

/** A new avatar: picked, cropped square on a canvas, uploaded, shown, and then saved with its URL. */
export const CropAndUpload: Story = {
  play: async ({ canvas, args, globals }) => {
    const page = within(document.body);
    await userEvent.upload(canvas.getByLabelText(say(globals, '更换头像', 'Change avatar')), await pngFile());
    const dialog = await page.findByRole('dialog', { name: say(globals, '裁剪头像', 'Crop the avatar') });
    // The picture is 300 x 200: at zoom 1 the square is 200 a side, only the left-right slider moves it.
    const leftRight = within(dialog).getByLabelText(say(globals, '左右位置', 'Left to right'));
    await waitFor(() => expect(leftRight).toBeEnabled());
    await expect(within(dialog).getByLabelText(say(globals, '上下位置', 'Top to bottom'))).toBeDisabled();
    fireEvent.change(leftRight, { target: { value: '0' } });
    await userEvent.click(
      within(dialog).getByRole('button', { name: say(globals, '使用此图片', 'Use this picture') }),
    );
    await waitFor(() => expect(args.onUploadAvatar).toHaveBeenCalledOnce());
    const sent = (args.onUploadAvatar as unknown as { mock: { calls: [File][] } }).mock.calls[0]![0];
    await expect(sent.type).toBe('image/png');
    const bitmap = await createImageBitmap(sent);
    await expect([bitmap.width, bitmap.height]).toEqual([200, 200]);
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: say(globals, '头像', 'Avatar') })).toHaveAttribute(
        'src',
        UPLOADED,
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: say(globals, '保存', 'Save') }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ avatarUrl: UPLOADED }));
  },
};
export const CropAndUploadEn: Story = { ...CropAndUpload, globals: matrix.enPc };

/** Cancelling the crop uploads nothing and keeps the avatar. */
export const CropCancelled: Story = {
  play: async ({ canvas, args }) => {
    const page = within(document.body);
    await userEvent.upload(canvas.getByLabelText('更换头像'), await pngFile());
    const dialog = await page.findByRole('dialog', { name: '裁剪头像' });
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(args.onUploadAvatar).not.toHaveBeenCalled();
    await expect(canvas.getByRole('img', { name: '头像' })).toHaveAttribute('src', avatarPicture);
  },
};

/** The format and the 2 MB limit are checked before the crop: the message, no dialog, no upload. */
export const AvatarRefused: Story = {
  play: async ({ canvas, args }) => {
    const user = userEvent.setup({ applyAccept: false });
    const input = canvas.getByLabelText('更换头像');
    await user.upload(input, new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('仅支持上传JPG、PNG、WebP或GIF格式的图片');
    await user.upload(
      input,
      new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }),
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('图片大小不能超过2MB');
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await expect(args.onUploadAvatar).not.toHaveBeenCalled();
  },
};

/** A failed upload: the message in place, the old avatar kept. */
export const UploadFailed: Story = {
  args: { onUploadAvatar: fn(async () => Promise.reject(new Error('503'))) },
  play: async ({ canvas }) => {
    const page = within(document.body);
    await userEvent.upload(canvas.getByLabelText('更换头像'), await pngFile());
    const dialog = await page.findByRole('dialog', { name: '裁剪头像' });
    const use = within(dialog).getByRole('button', { name: '使用此图片' });
    await waitFor(() => expect(use).toBeEnabled());
    await userEvent.click(use);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('头像上传失败，请重试');
    await expect(canvas.getByRole('img', { name: '头像' })).toHaveAttribute('src', avatarPicture);
  },
};

/** No mobile bound, no avatar, nothing given. */
export const Bare: Story = {
  args: { user: { ...user, userMobile: null, pic: null, sex: null, birthDate: null } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('未绑定')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '保密' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      nickName: '小王',
      avatarUrl: null,
      sex: null,
      birthDate: null,
    });
  },
};

export const Loading: Story = {
  args: { user: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载账户信息');
  },
};

export const LoadFailed: Story = {
  args: { user: undefined, error: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('账户信息加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Every state (the visual baseline): the form, a bare profile, loading, error. */
export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col gap-6 bg-neutral-50 p-2">
      <AccountScreen {...args} />
      <AccountScreen {...args} user={undefined} loading />
      <AccountScreen {...args} user={undefined} error />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getAllByRole('heading', { level: 1, name: say(globals, '账户信息', 'Account information') }),
    ).toHaveLength(3);
    await expect(canvas.getAllByRole('form')).toHaveLength(1);
    await expect(canvas.getByText('138****0000')).toBeVisible();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { useLingui } from '@lingui/react/macro';
import { COMMENT_MAX_IMAGES, IMAGE_MAX_BYTES, REFUND_MAX_VOUCHERS } from '@mall/domain';
import { matrix } from '../../storybook/matrix.ts';
import { Upload, type UploadItem, type UploadProps, type UploadSelection } from './Upload.tsx';

/** A picture drawn inline, so the stories never touch the network. */
const picture = (tone: string, mark: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="${tone}"/><circle cx="40" cy="36" r="18" fill="${mark}"/></svg>`,
  )}`;

const existing: UploadItem[] = [
  { id: 'p1', url: picture('#fdeceb', '#e1251b'), name: 'cup.jpg', status: 'done' },
  { id: 'p2', url: picture('#e8f5ec', '#15803d'), name: 'tea.png', status: 'done' },
  { id: 'p3', url: picture('#e9f0fb', '#1d5fc4'), name: 'box.webp', status: 'done' },
];

/** A real 1x1 PNG, so valid picks render as thumbnails. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const image = (name: string, type = 'image/png') => new File([PNG], name, { type });

/** The file chooser lets a shopper pick "All files", so the picker must check; so do these uploads. */
const shopper = () => userEvent.setup({ applyAccept: false });

/** Holds the list like the app does: picked files are added as uploading, removed ones dropped. */
function Picker(props: UploadProps) {
  const [items, setItems] = useState<readonly UploadItem[]>(props.value);
  return (
    <Upload
      {...props}
      value={items}
      onSelect={(files) => {
        setItems((all) => [
          ...all,
          ...files.map((f) => ({ id: f.id, url: f.url, name: f.file.name, status: 'uploading' as const })),
        ]);
        props.onSelect(files);
      }}
      onRemove={(id) => {
        setItems((all) => all.filter((item) => item.id !== id));
        props.onRemove(id);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/Upload',
  component: Upload,
  args: { value: [], maxCount: COMMENT_MAX_IMAGES, onSelect: fn(), onRemove: fn() },
  render: (args) => <Picker {...args} />,
} satisfies Meta<typeof Upload>;
export default meta;
type Story = StoryObj<typeof meta>;

const ADD = '添加图片';

/** Wrong format (by type or by name ending) and more than 2 MB are refused with a message each. */
export const RejectsBadFiles: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText(ADD);
    await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/gif');
    await expect(input).toHaveAccessibleDescription('JPG、PNG、WEBP或GIF，单张不超过 2 MB，已添加 0/9 张');
    const big = new File([new Uint8Array(IMAGE_MAX_BYTES + 1)], 'big.png', { type: 'image/png' });
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    const renamed = image('photo.txt');
    const disguised = new File(['MZ'], 'setup.png', { type: 'application/x-msdownload' });
    await shopper().upload(input, [big, text, renamed, disguised]);
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByText('big.png 超过 2 MB')).toBeVisible();
    await expect(within(alert).getByText('notes.txt：格式不支持，请选择 JPG、PNG、WEBP或GIF')).toBeVisible();
    await expect(within(alert).getByText('photo.txt：格式不支持，请选择 JPG、PNG、WEBP或GIF')).toBeVisible();
    await expect(within(alert).getByText('setup.png：格式不支持，请选择 JPG、PNG、WEBP或GIF')).toBeVisible();
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(1);

    // A good pick clears the old messages.
    await shopper().upload(canvas.getByLabelText(ADD), image('ok.png'));
    await expect(alert).toBeEmptyDOMElement();
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};

/** Five refund vouchers at most: picks beyond the limit are refused, the add tile goes, a message says why. */
export const UpToTheLimit: Story = {
  args: { value: existing, maxCount: REFUND_MAX_VOUCHERS },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('3/5')).toBeVisible();
    await shopper().upload(canvas.getByLabelText(ADD), [
      image('a.png'),
      image('b.jpg', 'image/jpeg'),
      image('c.gif', 'image/gif'),
    ]);
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    const [selected] = (args.onSelect as ReturnType<typeof fn>).mock.calls[0] as [UploadSelection[]];
    await expect(selected.map((s) => s.file.name)).toEqual(['a.png', 'b.jpg']);
    await expect(selected.every((s) => s.file instanceof File && s.url.startsWith('blob:'))).toBe(true);
    await expect(new Set(selected.map((s) => s.id)).size).toBe(2);

    await expect(canvas.queryByLabelText(ADD)).toBeNull();
    await expect(canvas.getByText('已达上限：最多 5 张图片')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('最多 5 张图片，1 张未添加');
    await expect(canvas.getAllByRole('img')).toHaveLength(5);
    await expect(canvas.getByRole('img', { name: 'a.png' })).toHaveAttribute('src', selected[0]!.url);
  },
};

/** Remove calls back with the id; the preview URL made for it is revoked once it leaves the list. */
export const Remove: Story = {
  args: { value: existing.slice(0, 1) },
  play: async ({ canvas, args }) => {
    const revoke = spyOn(URL, 'revokeObjectURL');
    await shopper().upload(canvas.getByLabelText(ADD), image('new.png'));
    const [[picked]] = (args.onSelect as ReturnType<typeof fn>).mock.calls[0] as [[UploadSelection]];
    await expect(canvas.getByRole('listitem', { busy: true })).toHaveTextContent('上传中');

    await userEvent.click(canvas.getByRole('button', { name: '删除图片 new.png' }));
    await expect(args.onRemove).toHaveBeenCalledWith(picked.id);
    await expect(canvas.queryByRole('img', { name: 'new.png' })).toBeNull();
    await expect(revoke).toHaveBeenCalledWith(picked.url);

    // A picture that came from the server has no object URL to revoke.
    revoke.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: '删除图片 cup.jpg' }));
    await expect(args.onRemove).toHaveBeenLastCalledWith('p1');
    await expect(revoke).not.toHaveBeenCalled();
    revoke.mockRestore();
  },
};

/** Leaving the page (unmounting the picker) revokes the previews it made. */
function Closable(props: UploadProps) {
  const [open, setOpen] = useState(true);
  return (
    <div className="flex flex-col items-start gap-2">
      <button type="button" onClick={() => setOpen(false)}>
        Close
      </button>
      {open ? <Picker {...props} /> : null}
    </div>
  );
}

export const RevokesOnUnmount: Story = {
  render: (args) => <Closable {...args} />,
  play: async ({ canvas, args }) => {
    const revoke = spyOn(URL, 'revokeObjectURL');
    await shopper().upload(canvas.getByLabelText(ADD), [image('one.png'), image('two.png')]);
    const [picked] = (args.onSelect as ReturnType<typeof fn>).mock.calls[0] as [UploadSelection[]];
    await expect(revoke).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(revoke).toHaveBeenCalledTimes(2));
    await expect(revoke.mock.calls.map(([url]) => url)).toEqual(picked.map((p) => p.url));
    revoke.mockRestore();
  },
};

/** Uploading and failed pictures are marked in words, not only by look. */
export const Statuses: Story = {
  args: {
    value: [{ ...existing[0]!, status: 'uploading' }, { ...existing[1]!, status: 'error' }, existing[2]!],
  },
  play: async ({ canvas }) => {
    const [uploading, failed, done] = canvas.getAllByRole('listitem');
    await expect(uploading).toHaveAttribute('aria-busy', 'true');
    await expect(uploading).toHaveTextContent('上传中');
    await expect(failed).toHaveTextContent('上传失败');
    await expect(done).not.toHaveTextContent(/上传/);
  },
};

/** Keyboard: Tab reaches each remove button and the add field; after a removal focus stays in the picker. */
export const Keyboard: Story = {
  args: { value: existing },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '删除图片 cup.jpg' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledWith('p2');
    // The next picture's remove button takes the focus.
    await expect(canvas.getByRole('button', { name: '删除图片 box.webp' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onRemove).toHaveBeenLastCalledWith('p3');
    // No picture after it: the add field takes the focus.
    await expect(canvas.getByLabelText(ADD)).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { value: existing.slice(0, 1), disabled: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText(ADD)).toBeDisabled();
    const remove = canvas.getByRole('button', { name: '删除图片 cup.jpg' });
    await expect(remove).toBeDisabled();
    await userEvent.click(remove, { pointerEventsCheck: 0 });
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

function AllUploads() {
  const { t } = useLingui();
  const noop = () => {};
  const rows: { label: string; props: Omit<UploadProps, 'onSelect' | 'onRemove'> }[] = [
    { label: t`Comment images, none yet`, props: { value: [], maxCount: COMMENT_MAX_IMAGES } },
    {
      label: t`Uploading, failed and done`,
      props: {
        value: [{ ...existing[0]!, status: 'uploading' }, { ...existing[1]!, status: 'error' }, existing[2]!],
        maxCount: COMMENT_MAX_IMAGES,
      },
    },
    {
      label: t`Refund vouchers at the limit`,
      props: {
        value: [
          ...existing,
          { id: 'p4', url: picture('#fdf3e6', '#b45309'), name: 'label.gif', status: 'done' },
          { id: 'p5', url: 'data:image/png;base64,AAAA', name: 'broken.png', status: 'done' },
        ],
        maxCount: REFUND_MAX_VOUCHERS,
      },
    },
    {
      label: t`Disabled`,
      props: { value: existing.slice(0, 1), maxCount: COMMENT_MAX_IMAGES, disabled: true },
    },
  ];
  return (
    <div className="flex flex-col gap-5">
      {rows.map(({ label, props }) => (
        <section key={label} className="flex flex-col gap-1">
          <h3 className="m-0 text-sm font-medium text-neutral-700">{label}</h3>
          <Upload {...props} onSelect={noop} onRemove={noop} />
        </section>
      ))}
    </div>
  );
}

/** Every state at once, for visual review and the locale/viewport matrix. */
export const AllStates: Story = {
  render: () => <AllUploads />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const en = globals.locale === 'en';
    await expect(canvas.getAllByLabelText(en ? 'Add image' : '添加图片')).toHaveLength(3);
    await expect(
      canvas.getByText(en ? 'Limit reached: at most 5 images' : '已达上限：最多 5 张图片'),
    ).toBeVisible();
    await expect(canvas.getByText(en ? 'Upload failed' : '上传失败')).toBeVisible();
    // The broken voucher shows the image fallback.
    await waitFor(() => expect(canvas.getByRole('img', { name: 'broken.png' }).tagName).toBe('SPAN'));
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

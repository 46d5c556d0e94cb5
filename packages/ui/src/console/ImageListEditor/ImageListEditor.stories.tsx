import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor } from 'storybook/test';
import { chromaticPcModes, matrix } from '../../storybook/matrix.ts';
import { picture } from '../../storybook/pictures.ts';
import { say } from '../../storybook/say.ts';
import { ImageListEditor, type ImageListEditorProps } from './ImageListEditor.tsx';

const red = picture('#fde2e2', '#e4393c');
const blue = picture('#dbeafe', '#2563eb');
const green = picture('#dcfce7', '#16a34a');

/** The list with its value held here, as the product form holds it. */
function Controlled(props: ImageListEditorProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div className="w-[48rem] max-w-full bg-neutral-0 p-4">
      <ImageListEditor
        {...props}
        value={value}
        onChange={(urls) => {
          setValue(urls);
          props.onChange(urls);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Console/ImageListEditor',
  component: ImageListEditor,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: {
    value: [red, blue, green],
    onChange: fn(),
    onUploadImage: fn(async () => picture('#fef3c7', '#d97706')),
    max: 9,
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ImageListEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Picks files as a person would, without the browser's own filter of the accept list. */
const merchant = () => userEvent.setup({ applyAccept: false });

/** Reordering by keyboard: the move buttons, the focus staying on the moved picture, the announcement. */
export const ReorderByKeyboard: Story = {
  play: async ({ canvas, args, globals }) => {
    await expect(canvas.getByText(say(globals, '主图', 'Main picture'))).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: say(globals, '图片 1 前移', 'Move image 1 earlier') }),
    ).toBeDisabled();
    const later = canvas.getByRole('button', { name: say(globals, '图片 1 后移', 'Move image 1 later') });
    later.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([blue, red, green]);
    // The focus follows the picture to its new place, so Enter again moves it once more.
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: say(globals, '图片 2 后移', 'Move image 2 later') }),
      ).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([blue, green, red]);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      say(globals, '图片已移到第 3 位', 'Image moved to position 3'),
    );
    await userEvent.click(
      canvas.getByRole('button', { name: say(globals, '图片 2 前移', 'Move image 2 earlier') }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith([green, blue, red]);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      say(globals, '图片已移到第 1 位，现为主图', 'Image moved to position 1: it is the main picture'),
    );
  },
};
export const ReorderByKeyboardEn: Story = { ...ReorderByKeyboard, globals: matrix.enPc };

/** Reordering by dragging a picture onto another's place. */
export const ReorderByDragging: Story = {
  play: async ({ canvasElement, args }) => {
    const tiles = canvasElement.querySelectorAll('li[draggable="true"]');
    const data = new DataTransfer();
    tiles[2]!.dispatchEvent(new DragEvent('dragstart', { bubbles: true, dataTransfer: data }));
    tiles[0]!.dispatchEvent(
      new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: data }),
    );
    tiles[0]!.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: data }));
    await expect(args.onChange).toHaveBeenLastCalledWith([green, red, blue]);
  },
};

/** Removing a picture; the focus goes to the next picture's delete button. */
export const Remove: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '删除图片 1' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([blue, green]);
    await waitFor(() => expect(canvas.getByRole('button', { name: '删除图片 1' })).toHaveFocus());
  },
};

/** Files are checked before the upload: type, size and the count; a good one is uploaded and added. */
export const Upload: Story = {
  args: {
    value: [red, blue],
    max: 4,
    onUploadImage: fn(async (file: File) =>
      picture('#fef3c7', file.name === 'a.png' ? '#d97706' : '#7c3aed'),
    ),
  },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('添加图片');
    await merchant().upload(input, [
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
      new File([new Uint8Array(3 * 1024 * 1024)], 'big.png', { type: 'image/png' }),
      new File(['a'], 'a.png', { type: 'image/png' }),
      new File(['b'], 'b.png', { type: 'image/png' }),
      new File(['c'], 'c.png', { type: 'image/png' }),
    ]);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('notes.txt：格式不支持');
    await expect(alert).toHaveTextContent('big.png 超过 2 MB');
    await expect(alert).toHaveTextContent('最多 4 张图片，1 张未添加');
    await expect(args.onUploadImage).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(2));
    await expect((args.onChange as ReturnType<typeof fn>).mock.lastCall![0]).toHaveLength(4);
    // The list is full: no add tile any more.
    await expect(canvas.queryByLabelText('添加图片')).toBeNull();
  },
};

/**
 * A finished upload's local preview is released only once its picture has left the page: released while
 * the picture was still loading, the browser reports a failed load (a console error in the journeys).
 */
export const PreviewReleased: Story = {
  args: {
    onUploadImage: fn(async () => picture('#fef3c7', '#d97706')),
  },
  play: async ({ canvas, args }) => {
    const create = spyOn(URL, 'createObjectURL');
    const stillShown: boolean[] = [];
    const revoke = spyOn(URL, 'revokeObjectURL').mockImplementation((url: string) => {
      stillShown.push(document.querySelector(`img[src="${CSS.escape(url)}"]`) !== null);
    });
    await merchant().upload(canvas.getByLabelText('添加图片'), [
      new File(['a'], 'a.png', { type: 'image/png' }),
    ]);
    await waitFor(() => expect(args.onChange).toHaveBeenCalledOnce());
    await waitFor(() => expect(revoke).toHaveBeenCalledWith(create.mock.results[0]!.value));
    await expect(stillShown).toEqual([false]);
    create.mockRestore();
    revoke.mockRestore();
  },
};

/** An upload under way and one that failed (which can be dismissed); the form is told it is busy. */
export const Uploading: Story = {
  args: {
    onBusyChange: fn(),
    onUploadImage: fn((file: File) =>
      file.name === 'bad.png' ? Promise.reject(new Error('network')) : new Promise<string>(() => {}),
    ),
  },
  play: async ({ canvas, args }) => {
    const create = spyOn(URL, 'createObjectURL');
    const revoke = spyOn(URL, 'revokeObjectURL');
    await merchant().upload(canvas.getByLabelText('添加图片'), [
      new File(['a'], 'slow.png', { type: 'image/png' }),
      new File(['b'], 'bad.png', { type: 'image/png' }),
    ]);
    await expect(canvas.getByText('上传中')).toBeVisible();
    await waitFor(() => expect(canvas.getByText('上传失败')).toBeVisible());
    // The failed upload's preview is released at once (the tile shows the file's name).
    await waitFor(() => expect(revoke).toHaveBeenCalledOnce());
    await expect(revoke).toHaveBeenCalledWith(create.mock.results[1]!.value);
    await expect(canvas.getByText('bad.png')).toBeVisible();
    create.mockRestore();
    revoke.mockRestore();
    await expect(args.onBusyChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: '删除图片 bad.png' }));
    await expect(canvas.queryByText('上传失败')).toBeNull();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** No picture yet, with the form's message. */
export const Empty: Story = {
  args: { value: [], error: '请上传商品主图' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('请上传商品主图');
    await expect(canvas.queryByText('主图')).toBeNull();
  },
};

/** Disabled: nothing can be moved, removed or added. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
    await expect(canvas.getByLabelText('添加图片')).toBeDisabled();
  },
};

/** Every state (the visual baseline): filled, full, empty with a message, disabled. */
export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <Controlled {...args} />
      <Controlled {...args} max={3} />
      <Controlled {...args} value={[]} error="请上传商品主图" />
      <Controlled {...args} disabled />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getAllByRole('list', { name: say(globals, '商品图片', 'Product pictures') }),
    ).toHaveLength(4);
    await expect(canvas.getAllByLabelText(say(globals, '添加图片', 'Add images'))).toHaveLength(3);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };

import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { chromaticPcModes, matrix } from '../../storybook/matrix.ts';
import { say } from '../../storybook/say.ts';
import { picture } from '../../storybook/pictures.ts';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor.tsx';

/** The editor with its value held here, as a form holds it. */
function Controlled(props: RichTextEditorProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div className="w-[48rem] max-w-full bg-neutral-50 p-4">
      <RichTextEditor
        {...props}
        value={value}
        onChange={(html) => {
          setValue(html);
          props.onChange(html);
        }}
      />
    </div>
  );
}

const uploaded = picture('#fde2e2', '#e4393c');

const sample =
  '<h2>商品亮点</h2><p>采用<strong>优质棉</strong>面料，<em>柔软透气</em>。</p><ul><li>可机洗</li><li>不易起球</li></ul><blockquote><p>七天无理由退换</p></blockquote>';

const meta = {
  title: 'Console/RichTextEditor',
  component: RichTextEditor,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: {
    value: '',
    onChange: fn(),
    label: '商品详情',
    max: 2000,
    onUploadImage: fn(async () => uploaded),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof RichTextEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Picks files as a person would, without the browser's own filter of the accept list. */
const merchant = () => userEvent.setup({ applyAccept: false });

const lastHtml = (onChange: unknown) => {
  const calls = (onChange as ReturnType<typeof fn>).mock.calls;
  return String(calls.at(-1)?.[0] ?? '');
};

/** Typing and the toolbar: bold, a heading, a list, undo; the HTML goes out on each change. */
export const Editing: Story = {
  play: async ({ canvas, args, globals }) => {
    const box = canvas.getByRole('textbox', { name: '商品详情' });
    await userEvent.click(box);
    await userEvent.type(box, 'Hello');
    await waitFor(() => expect(lastHtml(args.onChange)).toBe('<p>Hello</p>'));
    await userEvent.click(canvas.getByRole('button', { name: say(globals, '加粗', 'Bold') }));
    await expect(canvas.getByRole('button', { name: say(globals, '加粗', 'Bold') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.type(box, ' world');
    await waitFor(() => expect(lastHtml(args.onChange)).toBe('<p>Hello<strong> world</strong></p>'));
    await userEvent.click(canvas.getByRole('button', { name: say(globals, '标题', 'Heading') }));
    await waitFor(() => expect(lastHtml(args.onChange)).toMatch(/^<h2>/));
    // Undo takes back the last group of changes (here all of them, typed at once); Redo brings it back.
    await userEvent.click(canvas.getByRole('button', { name: say(globals, '撤销', 'Undo') }));
    await waitFor(() => expect(lastHtml(args.onChange)).not.toContain('<h2>'));
    await userEvent.click(canvas.getByRole('button', { name: say(globals, '重做', 'Redo') }));
    await waitFor(() => expect(lastHtml(args.onChange)).toMatch(/^<h2>Hello/));
    await userEvent.click(canvas.getByRole('button', { name: say(globals, '无序列表', 'Bulleted list') }));
    await waitFor(() => expect(lastHtml(args.onChange)).toMatch(/^<ul><li><p>Hello/));
    await expect(canvas.getByText(/\/ ?2000|2000/)).toBeVisible();
  },
};
export const EditingEn: Story = { ...Editing, globals: matrix.enPc };

/** A link: an address that is not http(s) is refused with a message; a good one is applied. */
export const Link: Story = {
  args: { value: '<p>官网</p>' },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox', { name: '商品详情' });
    await userEvent.click(box);
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(canvas.getByRole('button', { name: '链接' }));
    const address = canvas.getByRole('textbox', { name: '链接地址' });
    await userEvent.type(address, 'javascript:alert(1)');
    await userEvent.click(canvas.getByRole('button', { name: '添加链接' }));
    await expect(canvas.getByText('请输入以 http:// 或 https:// 开头的网址')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.clear(address);
    await userEvent.type(address, 'https://mall.example.test/about');
    await userEvent.click(canvas.getByRole('button', { name: '添加链接' }));
    await waitFor(() => expect(lastHtml(args.onChange)).toContain('href="https://mall.example.test/about"'));
    await expect(canvas.queryByRole('textbox', { name: '链接地址' })).toBeNull();
  },
};

/** An image: the file is checked first (type, size), then uploaded by the callback and inserted. */
export const Image: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await merchant().upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('notes.txt：格式不支持');
    await expect(args.onUploadImage).not.toHaveBeenCalled();
    await merchant().upload(
      input,
      new File([new Uint8Array(3 * 1024 * 1024)], 'big.png', { type: 'image/png' }),
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('big.png 超过 2 MB');
    await merchant().upload(input, new File(['png'], 'photo.png', { type: 'image/png' }));
    await expect(args.onUploadImage).toHaveBeenCalledOnce();
    await waitFor(() => expect(lastHtml(args.onChange)).toContain(`src="${uploaded}"`));
    await expect(canvasElement.querySelector('[role="alert"]')).toBeEmptyDOMElement();
  },
};

/** A failed upload is said, and nothing is inserted. */
export const ImageFailed: Story = {
  args: { onUploadImage: fn(async () => Promise.reject(new Error('network'))) },
  play: async ({ canvas, canvasElement, args }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await merchant().upload(input, new File(['png'], 'photo.png', { type: 'image/png' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('图片上传失败'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * An upload under way is reported busy; the editor closed before it ends (its tab left) reports idle,
 * and the late picture is inserted nowhere (no change comes out of the destroyed editor).
 */
export const ImageAfterClose: Story = {
  args: { onBusyChange: fn() },
  render: function Render(args) {
    const [open, setOpen] = useState(true);
    return (
      <div>
        <button type="button" onClick={() => setOpen(false)}>
          关闭编辑器
        </button>
        {open ? <Controlled {...args} /> : null}
      </div>
    );
  },
  play: async ({ canvas, canvasElement, args }) => {
    let finish: (url: string) => void = () => {};
    (args.onUploadImage as ReturnType<typeof fn>).mockImplementationOnce(
      () => new Promise<string>((resolve) => (finish = resolve)),
    );
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await merchant().upload(input, new File(['png'], 'photo.png', { type: 'image/png' }));
    await waitFor(() => expect(args.onBusyChange).toHaveBeenLastCalledWith(true));
    await userEvent.click(canvas.getByRole('button', { name: '关闭编辑器' }));
    await expect(args.onBusyChange).toHaveBeenLastCalledWith(false);
    finish(uploaded);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Past the limit the count turns into a warning (the form refuses to submit). */
export const TooLong: Story = {
  args: { value: sample, max: 100 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`${sample.length}/100 字符，超出上限`)).toBeVisible();
  },
};

/** Disabled: nothing can be typed or pressed. */
export const Disabled: Story = {
  args: { value: sample, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '商品详情' })).toHaveAttribute(
      'contenteditable',
      'false',
    );
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

/** Every state (the visual baseline): empty, filled, too long with an error, disabled. */
export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <Controlled {...args} />
      <Controlled {...args} value={sample} />
      <Controlled {...args} value={sample} max={100} error="内容过长" />
      <Controlled {...args} value={sample} disabled />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getAllByRole('toolbar', { name: say(globals, '格式', 'Formatting') })).toHaveLength(
      4,
    );
    const boxes = canvas.getAllByRole('textbox');
    await expect(boxes).toHaveLength(4);
    // The one with an error says so, and is described by it.
    await waitFor(() => expect(boxes[2]).toHaveAttribute('aria-invalid', 'true'));
    await expect(boxes[2]).toHaveAccessibleDescription(/内容过长/);
    await expect(boxes[1]).not.toHaveAttribute('aria-invalid');
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };

import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { chromaticPcModes, matrix } from '../../storybook/matrix.ts';
import { picture } from '../../storybook/pictures.ts';
import { say } from '../../storybook/say.ts';
import { SkuMatrixEditor, type SkuMatrixEditorProps, type SkuMatrixValue } from './SkuMatrixEditor.tsx';
import { emptyRow, type SkuRowDraft, type SpecDraft } from './skuMatrix.ts';

const colour: SpecDraft = {
  id: 'colour',
  name: '颜色',
  nameEn: 'Colour',
  values: [
    { id: 'red', value: '红色', valueEn: 'Red' },
    { id: 'blue', value: '蓝色', valueEn: 'Blue' },
  ],
};
const loadedRow = (key: string, skuId: number, stocks: number): SkuRowDraft => ({
  key,
  skuId,
  loadedStocks: stocks,
  price: '59.9',
  oriPrice: '99',
  stocks: String(stocks),
  pic: '',
});
/** An existing product with one spec (two SKUs). */
const loaded: SkuMatrixValue = {
  specs: [colour],
  rows: [loadedRow('red', 11, 10), { ...loadedRow('blue', 12, 4), pic: picture('#dbeafe', '#2563eb') }],
};
const single: SkuMatrixValue = { specs: [], rows: [emptyRow('')] };

/** The editor with its value held here, as the product form holds it. */
function Controlled(props: SkuMatrixEditorProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div className="w-[64rem] max-w-full bg-neutral-0 p-4">
      <SkuMatrixEditor
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Console/SkuMatrixEditor',
  component: SkuMatrixEditor,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: {
    value: loaded,
    onChange: fn(),
    onUploadImage: fn(async () => picture('#fde2e2', '#e4393c')),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof SkuMatrixEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Picks files as a person would, without the browser's own filter of the accept list. */
const merchant = () => userEvent.setup({ applyAccept: false });

const last = (onChange: unknown) =>
  (onChange as ReturnType<typeof fn>).mock.calls.at(-1)![0] as SkuMatrixValue;

/** Adding a size makes the matrix 2 x 2; the existing SKUs keep their id and loaded stock. */
export const AddSpecification: Story = {
  play: async ({ canvas, args, globals }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
    await userEvent.click(
      canvas.getByRole('button', { name: say(globals, '添加规格', 'Add a specification') }),
    );
    const spec = canvas.getByRole('group', { name: say(globals, '规格 2', 'Specification 2') });
    await userEvent.type(
      within(spec).getByLabelText(say(globals, '规格名（中文）', 'Name (Chinese)')),
      '尺码',
    );
    await userEvent.type(
      within(spec).getByLabelText(say(globals, '规格名（英文）', 'Name (English)')),
      'Size',
    );
    await userEvent.type(within(spec).getByLabelText(say(globals, '值 1（中文）', 'Value 1 (Chinese)')), 'M');
    await userEvent.type(within(spec).getByLabelText(say(globals, '值 1（英文）', 'Value 1 (English)')), 'M');
    await userEvent.click(
      canvas.getByRole('button', { name: say(globals, '为规格 2 添加值', 'Add a value to specification 2') }),
    );
    await userEvent.type(within(spec).getByLabelText(say(globals, '值 2（中文）', 'Value 2 (Chinese)')), 'L');
    await userEvent.type(within(spec).getByLabelText(say(globals, '值 2（英文）', 'Value 2 (English)')), 'L');
    const value = last(args.onChange);
    await expect(value.rows.map((r) => [r.skuId, r.loadedStocks])).toEqual([
      [11, 10],
      [undefined, undefined],
      [12, 4],
      [undefined, undefined],
    ]);
    await expect(canvas.getByRole('rowheader', { name: /红色 L/ })).toBeVisible();
    await expect(canvas.getAllByText(say(globals, '新增', 'New SKU'))).toHaveLength(2);
  },
};
export const AddSpecificationEn: Story = { ...AddSpecification, globals: matrix.enPc };

/** Typing in a row, and the loaded stock shown under an existing SKU's stock. */
export const EditRows: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('载入时库存 10')).toBeVisible();
    const stock = canvas.getByRole('textbox', { name: '红色 的库存' });
    await userEvent.clear(stock);
    await userEvent.type(stock, '3');
    await expect(last(args.onChange).rows[0]).toMatchObject({ skuId: 11, stocks: '3', loadedStocks: 10 });
    await userEvent.type(canvas.getByRole('textbox', { name: '蓝色 的原价' }), '9');
    await expect(last(args.onChange).rows[1]).toMatchObject({ oriPrice: '999' });
  },
};

/** Batch fill: one value for a column of every row. */
export const BatchFill: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: '填充的列' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '库存' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '所有 SKU 的值' }), '50');
    await userEvent.click(canvas.getByRole('button', { name: '填充所有 SKU' }));
    await expect(last(args.onChange).rows.map((r) => r.stocks)).toEqual(['50', '50']);
    await expect(last(args.onChange).rows.map((r) => r.price)).toEqual(['59.9', '59.9']);
  },
};

/** Removing a value drops its row; removing the only spec leaves the single SKU (the first row's). */
export const RemoveSpecification: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '删除规格 1 的值 2' }));
    await expect(last(args.onChange).rows.map((r) => r.skuId)).toEqual([11]);
    await userEvent.click(canvas.getByRole('button', { name: '删除规格 1' }));
    await expect(last(args.onChange)).toMatchObject({ specs: [], rows: [{ key: '', skuId: 11 }] });
    await expect(canvas.getByRole('rowheader', { name: /单一 SKU/ })).toBeVisible();
  },
};

/** A SKU's picture: checked, uploaded, removable. */
export const RowPicture: Story = {
  play: async ({ canvas, args }) => {
    const choose = canvas.getByLabelText('为 红色 选择图片');
    await merchant().upload(choose, new File(['x'], 'a.txt', { type: 'text/plain' }));
    await expect(canvas.getByText(/a\.txt：格式不支持/)).toBeVisible();
    await merchant().upload(choose, new File(['p'], 'a.png', { type: 'image/png' }));
    await waitFor(() => expect(last(args.onChange).rows[0]!.pic).toMatch(/^data:image/));
    await userEvent.click(canvas.getByRole('button', { name: '移除 蓝色 的图片' }));
    await expect(last(args.onChange).rows[1]!.pic).toBe('');
  },
};

/**
 * Typing while a SKU's picture uploads: the picture joins the row as it is now (the typed price and
 * stock are kept), and the editor reports the upload as busy until it ends.
 */
export const PictureWhileTyping: Story = {
  args: { onBusyChange: fn() },
  play: async ({ canvas, args }) => {
    let finish: (url: string) => void = () => {};
    const url = picture('#fde2e2', '#e4393c');
    (args.onUploadImage as ReturnType<typeof fn>).mockImplementationOnce(
      () => new Promise<string>((resolve) => (finish = resolve)),
    );
    await merchant().upload(
      canvas.getByLabelText('为 红色 选择图片'),
      new File(['p'], 'a.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(args.onBusyChange).toHaveBeenLastCalledWith(true));
    const price = canvas.getByRole('textbox', { name: '红色 的价格' });
    await userEvent.clear(price);
    await userEvent.type(price, '12');
    await userEvent.type(canvas.getByRole('textbox', { name: '蓝色 的库存' }), '0');
    finish(url);
    await waitFor(() => expect(last(args.onChange).rows[0]!.pic).toBe(url));
    await expect(last(args.onChange).rows.map((r) => [r.price, r.stocks])).toEqual([
      ['12', '10'],
      ['59.9', '40'],
    ]);
    await waitFor(() => expect(args.onBusyChange).toHaveBeenLastCalledWith(false));
  },
};

/** SKUs loaded without readable specifications: each its own row, the specifications locked. */
export const LockedRows: Story = {
  args: {
    value: {
      specs: [],
      rows: [11, 12].map((skuId) => ({
        ...loadedRow(`sku:${skuId}`, skuId, 5),
        fixed: { skuName: `旧款 ${skuId}`, skuNameEn: '', properties: '', propertiesEn: '' },
      })),
    },
  },
  play: async ({ canvas, args, globals }) => {
    await expect(
      canvas.getByText(new RegExp(say(globals, '无法识别这些 SKU 的规格', 'could not be read'))),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: say(globals, '添加规格', 'Add a specification') }),
    ).toBeNull();
    await expect(canvas.getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['旧款 11', '旧款 12']);
    await userEvent.type(
      canvas.getByRole('textbox', { name: say(globals, '旧款 12 的库存', 'Stock of 旧款 12') }),
      '0',
    );
    await expect(last(args.onChange).rows.map((r) => [r.skuId, r.stocks, r.fixed?.skuName])).toEqual([
      [11, '5', '旧款 11'],
      [12, '50', '旧款 12'],
    ]);
  },
};
export const LockedRowsEn: Story = { ...LockedRows, globals: matrix.enPc };

/** A product without specifications: one row. */
export const SingleSku: Story = {
  args: { value: single },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
    await expect(
      canvas.getByText(
        say(
          globals,
          '不设规格时，商品只有一个 SKU。',
          'Without specifications the product has a single SKU.',
        ),
      ),
    ).toBeVisible();
  },
};
export const SingleSkuEn: Story = { ...SingleSku, globals: matrix.enPc };

/** The form's messages on fields of the specs and of the rows. */
export const WithErrors: Story = {
  args: {
    errors: {
      'spec:colour:nameEn': '请填写英文规格名',
      'row:red:price': '请输入 0.01 以上、最多两位小数的金额',
      'row:blue:stocks': '库存为 0 到 1000000 的整数',
      'row:blue:propertiesEn': '该 SKU 的英文规格超过 200 个字符',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('rowheader', { name: /蓝色/ })).toHaveTextContent(
      '该 SKU 的英文规格超过 200 个字符',
    );
    await expect(canvas.getByLabelText('规格名（英文）')).toHaveAccessibleDescription('请填写英文规格名');
    await expect(canvas.getByRole('textbox', { name: '红色 的价格' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByRole('textbox', { name: '蓝色 的库存' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Disabled while the form submits. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const box of canvas.getAllByRole('textbox')) await expect(box).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '添加规格' })).toBeDisabled();
  },
};

/** Every state (the visual baseline): loaded with two SKUs, a single SKU, messages, disabled. */
export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <Controlled {...args} />
      <Controlled {...args} value={single} />
      <Controlled
        {...args}
        errors={{ 'spec:colour:nameEn': '请填写英文规格名', 'row:red:price': '请输入正确的金额' }}
      />
      <Controlled {...args} disabled />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getAllByRole('table', { name: say(globals, 'SKU', 'SKUs') })).toHaveLength(4);
    await expect(
      canvas.getAllByRole('button', { name: say(globals, '添加规格', 'Add a specification') }),
    ).toHaveLength(4);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { MerchantProdUpdateParam } from '@mall/domain';
import { chromaticPcModes, matrix } from '../../../storybook/matrix.ts';
import { picture } from '../../../storybook/pictures.ts';
import { say } from '../../../storybook/say.ts';
import { ConsoleCanvas, allStatesParameters, loadFailedPlay } from '../../../storybook/console.tsx';
import { categoryTree } from '../../../storybook/fixtures/catalog.ts';
import { merchantProdDetail } from '../../../storybook/fixtures/merchantProducts.ts';
import { ProductEditScreen } from './ProductEditScreen.tsx';

const meta = {
  title: 'Screens/Merchant/ProductEditScreen',
  component: ProductEditScreen,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: {
    mode: 'create',
    categories: categoryTree,
    onUploadImage: fn(async () => picture('#fef3c7', '#d97706')),
    onSubmit: fn(),
    onReload: fn(),
    onCancel: fn(),
    onRetry: fn(),
    onDirtyChange: fn(),
  },
  render: (args) => (
    <ConsoleCanvas>
      <ProductEditScreen {...args} />
    </ConsoleCanvas>
  ),
} satisfies Meta<typeof ProductEditScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const merchant = () => userEvent.setup({ applyAccept: false });
const body = within(document.body);

async function choose(canvas: ReturnType<typeof within>, label: string | RegExp, option: string) {
  await userEvent.click(canvas.getByRole('combobox', { name: label }));
  await userEvent.click(await body.findByRole('option', { name: option }));
}

/** A new product: category, names, a picture, the single SKU's figures; the request as the contract says. */
export const Create: Story = {
  play: async ({ canvas, args, globals }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: say(globals, '发布商品', 'New product') }),
    ).toBeVisible();
    await choose(canvas, say(globals, '商品分类', 'Category'), '家居生活');
    await choose(canvas, say(globals, '二级分类', 'Second level'), '餐厨用品');
    await choose(canvas, say(globals, '三级分类', 'Third level'), '餐厨用品新品');
    await userEvent.type(
      canvas.getByLabelText(new RegExp(say(globals, '^商品名称（中文）', '^Product name \\(Chinese\\)'))),
      '陶瓷碗',
    );
    await userEvent.type(
      canvas.getByLabelText(new RegExp(say(globals, '^商品名称（英文）', '^Product name \\(English\\)'))),
      'Ceramic bowl',
    );
    await merchant().upload(
      canvas.getByLabelText(say(globals, '添加图片', 'Add images')),
      new File(['p'], 'bowl.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(canvas.getByText(say(globals, '主图', 'Main picture'))).toBeVisible());
    const single = say(globals, '单一 SKU', 'The single SKU');
    await userEvent.type(
      canvas.getByRole('textbox', { name: say(globals, `${single} 的价格`, `Price of ${single}`) }),
      '19.9',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: say(globals, `${single} 的原价`, `Original price of ${single}`) }),
      '29',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: say(globals, `${single} 的库存`, `Stock of ${single}`) }),
      '100',
    );
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(
      canvas.getByRole('button', { name: say(globals, '发布商品', 'Create the product') }),
    );
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      prodName: '陶瓷碗',
      prodNameEn: 'Ceramic bowl',
      categoryId: 112,
      brief: '',
      briefEn: '',
      content: '',
      contentEn: '',
      pic: picture('#fef3c7', '#d97706'),
      imgs: picture('#fef3c7', '#d97706'),
      skuList: [
        {
          skuName: '',
          skuNameEn: '',
          properties: '',
          propertiesEn: '',
          price: 19.9,
          oriPrice: 29,
          stocks: 100,
          pic: '',
        },
      ],
      status: 1,
    });
  },
};
export const CreateEn: Story = { ...Create, globals: matrix.enPc };

/** The client's checks: a message on each field, the first invalid one focused, nothing sent. */
export const Checks: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '发布商品' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getAllByText('请选择到三级分类')).toHaveLength(1);
    await expect(canvas.getAllByText('必填')).toHaveLength(2);
    await expect(canvas.getByText('请至少添加一张图片，第一张为主图')).toBeVisible();
    await expect(canvas.getAllByText('请输入 0.01 起、最多两位小数的金额')).toHaveLength(2);
    await expect(canvas.getByText('请输入 0 到 1000000 的整数')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('combobox', { name: '商品分类' })).toHaveFocus());
    // A changed field loses its message.
    await userEvent.type(canvas.getByLabelText(/^商品名称（中文）/), '碗');
    await expect(canvas.getAllByText('必填')).toHaveLength(1);
  },
};

/** An edit: the specs parsed from the SKUs; a changed stock goes with the stock it was loaded with. */
export const Edit: Story = {
  args: { mode: 'edit', product: merchantProdDetail },
  play: async ({ canvas, args, globals }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: say(globals, '编辑商品', 'Edit product') }),
    ).toBeVisible();
    await expect(
      canvas.getByLabelText(new RegExp(say(globals, '^商品名称（中文）', '^Product name \\(Chinese\\)'))),
    ).toHaveValue('纯棉短袖T恤');
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(4);
    const stock = canvas.getByRole('textbox', { name: say(globals, '红色 M 的库存', 'Stock of 红色 M') });
    await userEvent.clear(stock);
    await userEvent.type(stock, '3');
    await userEvent.click(canvas.getByRole('button', { name: say(globals, '保存修改', 'Save the changes') }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    const request = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]![0] as MerchantProdUpdateParam;
    await expect(request.prodId).toBe(101);
    await expect(request.categoryId).toBe(111);
    await expect(request.skuList.map((s) => [s.skuId, s.stocks, s.expectedStocks, s.propertiesEn])).toEqual([
      [11, 3, 10, 'Colour:Red;Size:M'],
      [12, 6, 6, 'Colour:Red;Size:L'],
      [13, 0, 0, 'Colour:Blue;Size:M'],
      [14, 3, 3, 'Colour:Blue;Size:L'],
    ]);
  },
};
export const EditEn: Story = { ...Edit, globals: matrix.enPc };

/** The server refused because a sale changed a stock: its message and a way to reload. */
export const StockChanged: Story = {
  args: {
    mode: 'edit',
    product: merchantProdDetail,
    refusal: '库存已变化，请刷新后重新编辑',
    stockChanged: true,
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('form', { name: '编辑商品' })).toHaveAccessibleDescription(/库存已变化/);
    await userEvent.click(canvas.getByRole('button', { name: '重新载入商品' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

/** A slow save: the button is busy, the fields are locked, and a second press sends nothing. */
export const Saving: Story = {
  args: { mode: 'edit', product: merchantProdDetail, onSubmit: fn(() => new Promise(() => {})) },
  play: async ({ canvas, args }) => {
    const save = canvas.getByRole('button', { name: '保存修改' });
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(save);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(canvas.getByLabelText(/^商品名称（中文）/)).toBeDisabled();
  },
};

/** A picture still uploading: the save waits and says so; changing the top category clears the others. */
export const WaitsForUploads: Story = {
  args: {
    mode: 'edit',
    product: merchantProdDetail,
    onUploadImage: fn(() => new Promise<string>(() => {})),
  },
  play: async ({ canvas, args }) => {
    await merchant().upload(
      canvas.getByLabelText('添加图片'),
      new File(['p'], 'slow.png', { type: 'image/png' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: '保存修改' }));
    await expect(canvas.getByText('请等待图片上传完成后再保存。')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('combobox', { name: '三级分类' })).toHaveTextContent('餐厨用品精选');
    await choose(canvas, '商品分类', '手机数码');
    await expect(canvas.getByRole('combobox', { name: '二级分类' })).toHaveTextContent('二级分类');
    await expect(canvas.getByRole('combobox', { name: '三级分类' })).toBeDisabled();
  },
};

/** A SKU's picture still uploading: the save waits and says so. */
export const WaitsForSkuPicture: Story = {
  args: {
    mode: 'edit',
    product: merchantProdDetail,
    onUploadImage: fn(() => new Promise<string>(() => {})),
  },
  play: async ({ canvas, args }) => {
    await merchant().upload(
      canvas.getByLabelText('为 红色 M 选择图片'),
      new File(['p'], 'slow.png', { type: 'image/png' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: '保存修改' }));
    await expect(canvas.getByText('请等待图片上传完成后再保存。')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** An image of the details still uploading: the save waits and says so. */
export const WaitsForContentImage: Story = {
  args: {
    mode: 'edit',
    product: merchantProdDetail,
    onUploadImage: fn(() => new Promise<string>(() => {})),
  },
  play: async ({ canvas, canvasElement, args }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('[role="toolbar"] input[type="file"]')!;
    await merchant().upload(input, new File(['p'], 'slow.png', { type: 'image/png' }));
    await expect(canvas.getByRole('button', { name: '正在上传图片' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '保存修改' }));
    await expect(canvas.getByText('请等待图片上传完成后再保存。')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * A SKU whose English specifications outgrow the contract although each value fits its field: the
 * message is on the row, nothing is sent.
 */
export const SkuTextsTooLong: Story = {
  args: {
    mode: 'edit',
    product: {
      ...merchantProdDetail,
      skuList: [
        {
          ...merchantProdDetail.skuList[0]!,
          properties: '颜色:红色;尺码:M',
          propertiesEn: `${'C'.repeat(40)}:${'R'.repeat(40)};${'S'.repeat(40)}:${'M'.repeat(40)}`,
        },
      ],
    },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '添加规格' }));
    const spec = canvas.getByRole('group', { name: '规格 3' });
    const fill = async (label: string, text: string) => {
      await userEvent.click(within(spec).getByLabelText(label));
      await userEvent.paste(text);
    };
    await fill('规格名（中文）', '材质');
    await fill('规格名（英文）', 'X'.repeat(40));
    await fill('值 1（中文）', '棉');
    await fill('值 1（英文）', 'Y'.repeat(40));
    await userEvent.click(canvas.getByRole('button', { name: '保存修改' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('rowheader', { name: /红色 M 棉/ })).toHaveTextContent(
      '该 SKU 的英文规格超过 200 个字符',
    );
    await expect(canvas.getByText('部分内容需要修改，请查看标红的字段。')).toBeVisible();
  },
};

/** Leaving: Cancel calls back; the form says whether something changed. */
export const Cancel: Story = {
  args: { mode: 'edit', product: merchantProdDetail },
  play: async ({ canvas, args }) => {
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(false);
    await userEvent.type(canvas.getByLabelText(/^商品简介（中文）/), '！');
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: '取消' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { mode: 'edit', product: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载商品');
  },
};

export const LoadFailed: Story = {
  args: { mode: 'edit', product: undefined, error: true },
  play: loadFailedPlay('商品加载失败'),
};

/** Every state (the visual baseline): new, edit, refused with stock changed, loading, error. */
export const AllStates: Story = {
  parameters: allStatesParameters,
  render: (args) => (
    <ConsoleCanvas stack>
      <ProductEditScreen {...args} />
      <ProductEditScreen
        {...args}
        mode="edit"
        product={merchantProdDetail}
        refusal="库存已变化，请刷新后重新编辑"
        stockChanged
      />
      <ProductEditScreen {...args} mode="edit" product={undefined} loading />
      <ProductEditScreen {...args} mode="edit" product={undefined} error />
    </ConsoleCanvas>
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(4);
    await expect(canvas.getAllByRole('form')).toHaveLength(2);
    await expect(
      canvas.getByRole('button', { name: say(globals, '重新载入商品', 'Reload the product') }),
    ).toBeVisible();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };

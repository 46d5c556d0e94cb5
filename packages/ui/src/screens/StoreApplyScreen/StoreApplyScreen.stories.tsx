import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { matrix } from '../../storybook/matrix.ts';
import { say } from '../../storybook/say.ts';
import { loadDemoRegions } from '../../storybook/fixtures/userCenter.ts';
import { demoApplication, demoApplicationIn } from '../../storybook/fixtures/store.ts';
import { StoreApplyScreen } from './StoreApplyScreen.tsx';

/** A real 1x1 PNG for the uploads. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const png = (name: string) => new File([PNG], name, { type: 'image/png' });

const meta = {
  title: 'Screens/StoreApplyScreen',
  component: StoreApplyScreen,
  args: {
    signedIn: true,
    application: null,
    loadRegions: loadDemoRegions,
    uploadImage: fn(async (file: File) => `/api/uploads/2026/11/${file.name}`),
    uploadPrivateImage: fn(
      async (file: File) => `/api/private-uploads/2026/11/${file.name}?expires=1&sig=${'0'.repeat(32)}`,
    ),
    onSubmit: fn(),
    onLogin: fn(),
    onRetry: fn(),
    onNavigate: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoreApplyScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const choose = async (combobox: string, option: string) => {
  const trigger = screen.getByRole('combobox', { name: combobox });
  await waitFor(() => expect(trigger).toBeEnabled());
  await userEvent.click(trigger);
  await userEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
};

/** A new application: every field filled, the region chosen, four pictures uploaded; the form is sent. */
export const NewApplication: Story = {
  play: async ({ canvas, canvasElement, args, globals }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: say(globals, '免费开店', 'Open a free store') }),
    ).toBeVisible();
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(say(globals, '店铺名称', 'Store name')) }),
      '小王的数码小铺',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(say(globals, '联系电话', 'Contact number')) }),
      '0755-86001234',
    );
    await choose(say(globals, '省份', 'Province'), '广东省');
    await choose(say(globals, '城市', 'City'), '深圳市');
    await choose(say(globals, '区县', 'District'), '南山区');
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(say(globals, '详细地址', 'Detailed address')) }),
      '科技园南区 8 号',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(say(globals, '店铺简介', 'Store description')) }),
      '专注手机配件与数码周边，正品保障。',
    );
    const pictures: [string, string][] = [
      [say(globals, '店铺Logo', 'Store logo'), 'logo.png'],
      [say(globals, '营业执照', 'Business licence'), 'licence.png'],
      [say(globals, '身份证正面', 'ID card front'), 'front.png'],
      [say(globals, '身份证反面', 'ID card back'), 'back.png'],
    ];
    for (const [label, name] of pictures) await userEvent.upload(canvas.getByLabelText(label), png(name));
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-status="done"]')).toHaveLength(4));
    // The logo is a public picture; the licence and the ID card go to the private uploads.
    await expect(args.uploadImage).toHaveBeenCalledOnce();
    await expect(args.uploadPrivateImage).toHaveBeenCalledTimes(3);
    await userEvent.click(
      canvas.getByRole('button', { name: say(globals, '提交申请', 'Submit application') }),
    );
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      shopName: '小王的数码小铺',
      contactPhone: '0755-86001234',
      region: {
        provinceId: 440000,
        province: '广东省',
        cityId: 440300,
        city: '深圳市',
        areaId: 440305,
        area: '南山区',
      },
      address: '科技园南区 8 号',
      description: '专注手机配件与数码周边，正品保障。',
      logo: '/api/uploads/2026/11/logo.png',
      businessLicence: `/api/private-uploads/2026/11/licence.png?expires=1&sig=${'0'.repeat(32)}`,
      idCardFront: `/api/private-uploads/2026/11/front.png?expires=1&sig=${'0'.repeat(32)}`,
      idCardBack: `/api/private-uploads/2026/11/back.png?expires=1&sig=${'0'.repeat(32)}`,
    });
  },
};
export const NewApplicationEnMobile: Story = { ...NewApplication, globals: matrix.enMobile };

/** An empty form: every rule of spec section 5 speaks, the store name takes the focus, nothing is sent. */
export const RequiredMessages: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    for (const text of [
      '请输入店铺名称',
      '请输入正确的手机号或座机号码',
      '请选择所在地区',
      '详细地址至少5个字',
      '店铺简介须为10-200个字',
      '请上传店铺Logo',
      '请上传营业执照',
      '请上传身份证正面照',
      '请上传身份证反面照',
    ])
      await expect(canvas.getByText(text)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /店铺名称/ })).toHaveFocus();
    await expect(canvas.getByRole('group', { name: /店铺Logo/ })).toHaveAccessibleDescription(
      '请上传店铺Logo',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Wrong values: special characters in the name, a short phone, a short address and description. */
export const RuleMessages: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /店铺名称/ }), '小王@数码!');
    await userEvent.type(canvas.getByRole('textbox', { name: /联系电话/ }), '138001');
    await userEvent.type(canvas.getByRole('textbox', { name: /详细地址/ }), '8号');
    await userEvent.type(canvas.getByRole('textbox', { name: /店铺简介/ }), '数码配件');
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    await expect(canvas.getByText('店铺名称不能包含特殊字符')).toBeVisible();
    await expect(canvas.getByText('请输入正确的手机号或座机号码')).toBeVisible();
    await expect(canvas.getByText('详细地址至少5个字')).toBeVisible();
    await expect(canvas.getByText('店铺简介须为10-200个字')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /店铺名称/ })).toHaveAttribute('aria-invalid', 'true');
    // Fixing a field clears its message.
    const name = canvas.getByRole('textbox', { name: /店铺名称/ });
    await userEvent.clear(name);
    await userEvent.type(name, '小王数码');
    await expect(canvas.queryByText('店铺名称不能包含特殊字符')).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A picture too large or of another format is refused by the upload, before anything is sent. */
export const PictureChecks: Story = {
  play: async ({ canvas, args }) => {
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText('店铺Logo'), big);
    await expect(canvas.getByText(/big\.png/)).toBeVisible();
    await userEvent.upload(
      canvas.getByLabelText('营业执照'),
      new File(['%PDF'], 'licence.pdf', { type: 'application/pdf' }),
      { applyAccept: false },
    );
    await expect(canvas.getByText(/licence\.pdf/)).toBeVisible();
    await expect(args.uploadImage).not.toHaveBeenCalled();
    await expect(args.uploadPrivateImage).not.toHaveBeenCalled();
  },
};

/** While a picture uploads the submit button is off; a slow submit runs once however often it is pressed. */
export const SubmitOnceAtATime: Story = {
  args: {
    application: demoApplicationIn(-1),
    uploadImage: fn((_file: File) => new Promise<string>(() => {})),
    uploadPrivateImage: fn((_file: File) => new Promise<string>(() => {})),
    onSubmit: fn(() => new Promise(() => {})),
  },
  play: async ({ canvas, args }) => {
    const submit = canvas.getByRole('button', { name: '重新提交' });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** A picture still uploading: the submit button waits for it. */
export const UploadInProgress: Story = {
  args: { uploadImage: fn((_file: File) => new Promise<string>(() => {})) },
  play: async ({ canvas, args }) => {
    await userEvent.upload(canvas.getByLabelText('店铺Logo'), png('logo.png'));
    await expect(canvas.getByRole('button', { name: '提交申请' })).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Under review: the badge, what happens next and the application read-only; no form. */
export const UnderReview: Story = {
  args: { application: demoApplication },
  play: async ({ canvas, globals }) => {
    const status = canvas.getByRole('region', {
      name: new RegExp(say(globals, '申请状态', 'Application status')),
    });
    await expect(status).toHaveTextContent(say(globals, '审核中', 'Under review'));
    await expect(
      canvas.getByRole('heading', { name: say(globals, '接下来', 'What happens next') }),
    ).toBeVisible();
    const summary = canvas.getByRole('region', { name: say(globals, '申请信息', 'Your application') });
    await expect(summary).toHaveTextContent('小王的数码小铺');
    await expect(summary).toHaveTextContent('广东省 深圳市 南山区');
    await expect(within(summary).getAllByRole('img')).toHaveLength(4);
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};
export const UnderReviewEn: Story = { ...UnderReview, globals: matrix.enPc };

/** Rejected: the platform's reason, the form filled in; resubmitting sends the fixed application. */
export const RejectedResubmit: Story = {
  args: { application: demoApplicationIn(-1) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: /申请状态/ })).toHaveTextContent('审核未通过');
    await expect(canvas.getByRole('note')).toHaveTextContent('营业执照照片模糊');
    const form = canvas.getByRole('form', { name: '修改开店申请' });
    await expect(within(form).getByRole('textbox', { name: /店铺名称/ })).toHaveValue('小王的数码小铺');
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: '区县' })).toHaveTextContent('南山区'),
    );
    // Remove the licence picture: the rule asks for it again; then a new one is uploaded.
    const licence = within(form).getByRole('group', { name: /营业执照/ });
    await userEvent.click(within(licence).getByRole('button', { name: /删除图片/ }));
    await userEvent.click(canvas.getByRole('button', { name: '重新提交' }));
    await expect(within(licence).getByText('请上传营业执照')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.upload(within(licence).getByLabelText('营业执照'), png('licence-new.png'));
    await waitFor(() => expect(licence.querySelector('[data-status="done"]')).not.toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: '重新提交' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        shopName: '小王的数码小铺',
        contactPhone: '13800138000',
        region: expect.objectContaining({ areaId: 440305 }),
        businessLicence: `/api/private-uploads/2026/11/licence-new.png?expires=1&sig=${'0'.repeat(32)}`,
        logo: demoApplication.shopLogo,
      }),
    );
  },
};

/** The server refused the last submit: its message is shown in place, above the button. */
export const Refused: Story = {
  args: { application: demoApplicationIn(-1), refusal: '您已有一个审核中的开店申请' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('您已有一个审核中的开店申请');
    await expect(canvas.getByRole('form', { name: '修改开店申请' })).toHaveAccessibleDescription(
      '您已有一个审核中的开店申请',
    );
  },
};

/** Approved: links to the store and to its account page. */
export const Approved: Story = {
  args: { application: demoApplicationIn(1) },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('region', { name: new RegExp(say(globals, '申请状态', 'Application status')) }),
    ).toHaveTextContent(say(globals, '审核通过', 'Approved'));
    await expect(
      canvas.getByRole('link', { name: say(globals, '进入我的店铺', 'Visit my store') }),
    ).toHaveAttribute('href', '/shop/7');
    await expect(
      canvas.getByRole('link', { name: say(globals, '店铺账号', 'Store account') }),
    ).toHaveAttribute('href', '/user-center/uc-shopaccount');
  },
};

export const ApprovedEnMobile: Story = { ...Approved, globals: matrix.enMobile };

/** Offline: the platform's reason and what it means for the orders. */
export const Offline: Story = {
  args: { application: demoApplicationIn(2) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: /申请状态/ })).toHaveTextContent('已下线');
    await expect(canvas.getByRole('note')).toHaveTextContent('店铺存在违规商品');
    await expect(canvas.getByText(/之前的订单仍需发货/)).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

/** A visitor is asked to log in. */
export const Visitor: Story = {
  args: { signedIn: false, application: undefined },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('登录后即可免费开店')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { application: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载开店申请');
  },
};

export const LoadFailed: Story = {
  args: { application: undefined, error: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('开店申请加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Every state (the visual baseline): visitor, new, under review, rejected, approved, offline, error. */
export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3 bg-neutral-50">
      <StoreApplyScreen {...args} signedIn={false} application={undefined} />
      <StoreApplyScreen {...args} application={null} />
      <StoreApplyScreen {...args} application={demoApplication} />
      <StoreApplyScreen {...args} application={demoApplicationIn(-1)} refusal="店铺名称已被使用" />
      <StoreApplyScreen {...args} application={demoApplicationIn(1)} />
      <StoreApplyScreen {...args} application={demoApplicationIn(2)} />
      <StoreApplyScreen {...args} application={undefined} error />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getAllByRole('heading', { level: 1, name: say(globals, '免费开店', 'Open a free store') }),
    ).toHaveLength(7);
    await expect(canvas.getAllByRole('form')).toHaveLength(2);
    await expect(canvas.getByText(say(globals, '审核中', 'Under review'))).toBeVisible();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

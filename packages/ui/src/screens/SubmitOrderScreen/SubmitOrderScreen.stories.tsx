import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { DiscountRule, type OrderSubmitParam } from '@mall/domain';
import { matrix } from '../../storybook/matrix.ts';
import { demoAddresses, demoConfirm } from '../../storybook/fixtures/checkout.ts';
import { SubmitOrderScreen, type PointsChoice, type SubmitOrderScreenProps } from './SubmitOrderScreen.tsx';
import { enHref, say } from '../../storybook/say.ts';

const meta = {
  title: 'Screens/SubmitOrderScreen',
  component: SubmitOrderScreen,
  args: {
    order: demoConfirm(),
    addresses: demoAddresses,
    onRetry: fn(),
    onChangeAddress: fn(),
    onChangeDeliveryType: fn(),
    onChangeCoupons: fn(),
    onChangePoints: fn(),
    onSubmit: fn(),
    onNavigate: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SubmitOrderScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const total = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="actual-total"]')!;

/** The order from the cart: two stores, the server's totals to the cent, submit sends the uuid and remarks. */
export const Full: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '确认订单' })).toBeVisible();
    await expect(canvas.getByText('张三')).toBeVisible();
    await expect(total(canvasElement)).toHaveTextContent('¥226.80');
    await expect(canvas.getByRole('heading', { level: 3, name: '数码官方旗舰店' })).toBeVisible();
    const second = within(canvasElement.querySelector<HTMLElement>('[data-shop-id="3"]')!);
    await expect(second.getByText('北欧风陶瓷马克杯 350ml')).toBeVisible();
    await expect(
      canvasElement.querySelector('[data-shop-id="3"] [data-part="shop-total"]'),
    ).toHaveTextContent('¥53.00');
    const remarks = canvas.getAllByRole('textbox', { name: '留言' });
    await userEvent.type(remarks[0]!, '请尽快发货');
    await userEvent.click(canvas.getByRole('button', { name: '提交订单' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      uuid: 'demo-settlement-uuid',
      orderShopParam: [
        { shopId: 2, remarks: '请尽快发货' },
        { shopId: 3, remarks: '' },
      ],
    } satisfies OrderSubmitParam);
  },
};

/** Changing the address in the dialog re-confirms with the chosen address. */
export const ChangeAddress: Story = {
  args: { href: enHref },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '更换地址' }));
    const dialog = await body().findByRole('dialog', { name: '选择收货地址' });
    await expect(within(dialog).getByRole('radio', { name: /张三/ })).toBeChecked();
    await expect(within(dialog).getByRole('link', { name: '管理收货地址' })).toHaveAttribute(
      'href',
      '/en/user-center/uc-address',
    );
    await userEvent.click(within(dialog).getByRole('radio', { name: /李四/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: '使用该地址' }));
    await expect(args.onChangeAddress).toHaveBeenCalledWith(8);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** No address yet: no order form, a link to the address book instead. */
export const NoAddress: Story = {
  args: { order: undefined, noAddress: true, href: enHref },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('还没有收货地址')).toBeVisible();
    const link = canvas.getByRole('link', { name: '新增收货地址' });
    await expect(link).toHaveAttribute('href', '/en/user-center/uc-address');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/en/user-center/uc-address');
    await expect(canvas.queryByRole('button', { name: '提交订单' })).toBeNull();
  },
};

/** The delivery method is the server's; choosing another re-confirms. */
export const DeliveryMethod: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: '快递配送' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '到店自提' }));
    await expect(args.onChangeDeliveryType).toHaveBeenCalledWith(2);
  },
};

/** The best coupons come preselected; taking the platform coupon off re-confirms without it. */
export const Coupons: Story = {
  play: async ({ canvas, args }) => {
    const platform = canvas.getByRole('combobox', { name: '平台优惠券' });
    await expect(platform).toHaveTextContent('平台无门槛券 5元');
    await userEvent.click(platform);
    const list = await body().findByRole('listbox');
    await expect(within(list).getByRole('option', { name: /平台满300减30/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(list).getByRole('option', { name: '不使用优惠券' }));
    await expect(args.onChangeCoupons).toHaveBeenCalledWith([31]);
    await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());

    await userEvent.click(canvas.getAllByRole('combobox', { name: '店铺优惠券' })[0]!);
    await userEvent.click(await body().findByRole('option', { name: '满50减5' }));
    await expect(args.onChangeCoupons).toHaveBeenLastCalledWith([51, 32]);
  },
};

/** After a change the server chose other coupons: the shopper is told to check them. */
export const CouponsChanged: Story = {
  args: { order: demoConfirm({ noPlatformCoupon: true }), couponsChanged: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('优惠券已按新的金额重新选择，请核对');
    await expect(canvas.getByRole('combobox', { name: '平台优惠券' })).toHaveTextContent('不使用优惠券');
    await expect(total(canvasElement)).toHaveTextContent('¥231.80');
  },
};

/** The screen with the points answer the server would give: on, off, and an amount of the shopper's. */
function PointsStory(args: SubmitOrderScreenProps) {
  const [points, setPoints] = useState<PointsChoice>({ isScorePay: false, userUseScore: 0 });
  const order = demoConfirm({ points: points.isScorePay });
  return (
    <SubmitOrderScreen
      {...args}
      order={{ ...order, userUseScore: points.userUseScore }}
      onChangePoints={(choice) => {
        args.onChangePoints?.(choice);
        setPoints(choice);
      }}
    />
  );
}

/** Points: switching on uses the most the order allows; an amount must be a multiple of 10 within it. */
export const Points: Story = {
  render: (args) => <PointsStory {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    const use = canvas.getByRole('checkbox', { name: /使用积分/ });
    await expect(use).toHaveAccessibleName('使用积分（本单最多可用 1000 积分）');
    await expect(total(canvasElement)).toHaveTextContent('¥226.80');
    await userEvent.click(use);
    await expect(args.onChangePoints).toHaveBeenCalledWith({ isScorePay: true, userUseScore: 1000 });
    await expect(total(canvasElement)).toHaveTextContent('¥216.80');
    const amount = canvas.getByRole('textbox', { name: '使用积分数' });
    await expect(amount).toHaveValue('1000');

    await userEvent.clear(amount);
    await userEvent.type(amount, '15');
    await userEvent.click(canvas.getByRole('button', { name: '使用' }));
    await expect(amount).toHaveAccessibleDescription(/积分须为10的倍数/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '2000');
    await userEvent.click(canvas.getByRole('button', { name: '使用' }));
    await expect(args.onChangePoints).toHaveBeenCalledTimes(1);
    await userEvent.clear(amount);
    await userEvent.type(amount, '500{Enter}');
    await expect(args.onChangePoints).toHaveBeenLastCalledWith({ isScorePay: true, userUseScore: 500 });

    await userEvent.click(use);
    await expect(args.onChangePoints).toHaveBeenLastCalledWith({ isScorePay: false, userUseScore: 0 });
    await expect(canvas.queryByRole('textbox', { name: '使用积分数' })).toBeNull();
    await expect(total(canvasElement)).toHaveTextContent('¥226.80');
  },
};

/** Invoice: a personal title needs a title; a unit title also a valid tax number (domain rule). */
export const Invoice: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: '不开发票' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '单位' }));
    const submit = canvas.getByRole('button', { name: '提交订单' });
    await userEvent.click(submit);
    const title = canvas.getByRole('textbox', { name: /发票抬头/ });
    await expect(title).toHaveAccessibleDescription('请输入发票抬头');
    await expect(title).toHaveFocus();
    await userEvent.type(title, '上海示例科技有限公司');
    const tax = canvas.getByRole('textbox', { name: /纳税人识别号/ });
    await userEvent.type(tax, '12345');
    await userEvent.click(submit);
    await expect(tax).toHaveFocus();
    await expect(tax).toHaveAccessibleDescription(/纳税人识别号/);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(tax);
    await userEvent.type(tax, '91310000ma1fl4xx8b');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        invoice: {
          headerType: 1,
          headerName: '上海示例科技有限公司',
          invoiceTaxNumber: '91310000MA1FL4XX8B',
        },
      }),
    );

    await userEvent.click(canvas.getByRole('radio', { name: '个人' }));
    await expect(canvas.queryByRole('textbox', { name: /纳税人识别号/ })).toBeNull();
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({ invoice: { headerType: 2, headerName: '上海示例科技有限公司' } }),
    );
  },
};

/**
 * Submit checks the remarks, then the invoice: every message shows, the first invalid field takes the
 * focus, and a message stays while the shopper corrects the field, until the next submit.
 */
export const ChecksInOrder: Story = {
  play: async ({ canvas, args }) => {
    const remark = canvas.getAllByRole('textbox', { name: '留言' })[1]!;
    // The field stops at 100 characters; a longer value (e.g. set by a script) still meets the rule.
    fireEvent.change(remark, { target: { value: '好'.repeat(101) } });
    await userEvent.click(canvas.getByRole('radio', { name: '单位' }));
    const submit = canvas.getByRole('button', { name: '提交订单' });
    await userEvent.click(submit);
    const title = canvas.getByRole('textbox', { name: /发票抬头/ });
    await expect(remark).toHaveAccessibleDescription('给商家的留言最多100个字');
    await expect(title).toHaveAccessibleDescription('请输入发票抬头');
    await expect(remark).toHaveFocus();

    await userEvent.clear(remark);
    await userEvent.type(title, '上海示例科技有限公司');
    await expect(remark).toHaveAccessibleDescription('给商家的留言最多100个字');
    await expect(title).toHaveAccessibleDescription('请输入发票抬头');

    await userEvent.click(submit);
    const tax = canvas.getByRole('textbox', { name: /纳税人识别号/ });
    await expect(remark).not.toHaveAccessibleDescription('给商家的留言最多100个字');
    await expect(title).not.toHaveAccessibleDescription('请输入发票抬头');
    await expect(tax).toHaveAccessibleDescription(/纳税人识别号/);
    await expect(tax).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Another kind of title asks for other fields: the former messages go at once.
    await userEvent.click(canvas.getByRole('radio', { name: '个人' }));
    await userEvent.click(canvas.getByRole('radio', { name: '单位' }));
    await expect(canvas.getByRole('textbox', { name: /纳税人识别号/ })).not.toHaveAccessibleDescription(
      /纳税人识别号/,
    );
    await userEvent.click(canvas.getByRole('radio', { name: '个人' }));
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ invoice: { headerType: 2, headerName: '上海示例科技有限公司' } }),
    );
  },
};

/** Submitting: the button is busy and a second click sends nothing. */
/** An activity's order (a group buy): no coupons, points or invoice; submit sends the uuid and remarks. */
export const ActivityOrder: Story = {
  args: { activityOrder: true, onChangeDeliveryType: undefined },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('heading', { name: '优惠券和积分' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: '发票' })).toBeNull();
    await expect(canvas.getByRole('heading', { name: '收货地址' })).toBeVisible();
    // No delivery choice either: the method is shown, read-only.
    const delivery = within(canvas.getByRole('radiogroup', { name: '配送方式' }));
    for (const radio of delivery.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '提交订单' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ uuid: 'demo-settlement-uuid' }),
    );
    const [param] = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0] as [OrderSubmitParam];
    await expect(param).not.toHaveProperty('invoice');
  },
};

function SubmitOnce(args: SubmitOrderScreenProps) {
  const [submitting, setSubmitting] = useState(false);
  return (
    <SubmitOrderScreen
      {...args}
      submitting={submitting}
      onSubmit={(param) => {
        args.onSubmit?.(param);
        setSubmitting(true);
      }}
    />
  );
}

export const Submitting: Story = {
  render: (args) => <SubmitOnce {...args} />,
  play: async ({ canvas, args }) => {
    const submit = canvas.getByRole('button', { name: '提交订单' });
    await userEvent.dblClick(submit);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(submit).toBeDisabled();
    await userEvent.click(submit, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** A re-confirm on its way: choices and submit wait for it. */
export const Confirming: Story = {
  args: { confirming: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '提交订单' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '更换地址' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: '平台优惠券' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: /使用积分/ })).toBeDisabled();
  },
};

/** Loading for longer than 200 ms: skeletons, no form. */
/** A pre-sale line of the order says so with its shipping date. */
export const PreSaleLine: Story = {
  args: {
    order: (() => {
      const order = demoConfirm();
      return {
        ...order,
        shopCartOrders: order.shopCartOrders.map((shop, i) => ({
          ...shop,
          shopCartItemDiscounts: shop.shopCartItemDiscounts.map((group, j) => ({
            ...group,
            shopCartItems: group.shopCartItems.map((item, k) =>
              i === 0 && j === 0 && k === 0 ? { ...item, preSale: true, shipDate: '2026-12-20' } : item,
            ),
          })),
        })),
      };
    })(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('预售')).toHaveLength(1);
    await expect(canvas.getByText('预计 2026-12-20 发货')).toBeVisible();
  },
};

/** The promotions each store's lines took show on their own lines: the member price, a reached session. */
export const Promotions: Story = {
  args: {
    order: (() => {
      const order = demoConfirm();
      return {
        ...order,
        shopCartOrders: order.shopCartOrders.map((shop, i) => ({
          ...shop,
          shopCartItemDiscounts: shop.shopCartItemDiscounts.map((group, j) => ({
            ...group,
            chooseDiscountItemDto:
              i === 0 && j === 0
                ? {
                    discountId: 9,
                    discountName: '超级会员',
                    memberPrice: true as const,
                    discountRule: DiscountRule.rateOverAmount,
                    needAmount: 0,
                    discount: 9.5,
                    reduceAmount: 6.45,
                  }
                : i === 1 && j === 0
                  ? {
                      discountId: 3,
                      discountRule: DiscountRule.amountOffOverAmount,
                      needAmount: 99,
                      discount: 10,
                      reduceAmount: 0,
                    }
                  : group.chooseDiscountItemDto,
          })),
        })),
      };
    })(),
  },
  play: async ({ canvas, canvasElement }) => {
    const lists = canvasElement.querySelectorAll('[data-part="shop-promotions"]');
    // Only the promotion that saves something is listed; a threshold not reached is not.
    await expect(lists).toHaveLength(1);
    await expect(canvas.getByRole('list', { name: '优惠' })).toHaveTextContent('会员价');
    await expect(canvas.getByText('超级会员 9.5折')).toBeVisible();
    await expect(canvas.getByText('已减¥6.45')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { order: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载订单');
    await expect(canvas.queryByRole('button', { name: '提交订单' })).toBeNull();
  },
};

/** The confirm failed: a message and a retry. */
export const LoadError: Story = {
  args: { order: undefined, error: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('订单确认失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** On a phone: the total and submit stay at the bottom of the screen. */
export const Mobile: Story = {
  globals: matrix.zhMobile,
  play: async ({ canvasElement, args }) => {
    const bar = canvasElement.querySelector<HTMLElement>('[data-part="submit-bar"]')!;
    await expect(getComputedStyle(bar).position).toBe('sticky');
    await expect(getComputedStyle(bar).bottom).toBe('0px');
    await expect(within(bar).getByText('¥226.80')).toBeVisible();
    await userEvent.click(within(bar).getByRole('button', { name: '提交订单' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

function AllOrderStates(args: SubmitOrderScreenProps) {
  const panel = 'rounded-lg border border-neutral-200 bg-neutral-50 p-2 md:p-2';
  return (
    <div className="grid items-start gap-3 lg:grid-cols-[minmax(0,1fr)_26rem]">
      <SubmitOrderScreen {...args} className={panel} order={demoConfirm({ oneShop: true, points: true })} />
      <div className="grid gap-3">
        <SubmitOrderScreen {...args} className={panel} order={undefined} loading />
        <div className="grid grid-cols-2 items-start gap-3">
          <SubmitOrderScreen {...args} className={panel} order={undefined} noAddress />
          <SubmitOrderScreen {...args} className={panel} order={undefined} error />
        </div>
      </div>
    </div>
  );
}

/** An order (one store, points on), loading, no address and the error. */
export const AllStates: Story = {
  render: (args) => <AllOrderStates {...args} />,
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getAllByRole('heading', { level: 1, name: say(globals, '确认订单', 'Confirm order') }),
    ).toHaveLength(4);
    await expect(
      canvas.getByRole('button', { name: say(globals, '提交订单', 'Submit order') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: say(globals, '新增收货地址', 'Add an address') }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: say(globals, '重试', 'Retry') })).toBeVisible();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

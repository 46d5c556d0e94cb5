import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useLingui } from '@lingui/react/macro';
import { matrix } from '../../storybook/matrix.ts';
import { demoAddresses, seckillConfirm } from '../../storybook/fixtures/seckill.ts';
import { say } from '../../storybook/say.ts';
import { Price } from '../Price/index.ts';
import { ScreenFrame } from '../ScreenFrame/index.ts';
import { ActivityOrderSections } from './ActivityOrder.tsx';
import { CheckoutAddressSection } from './AddressBlock.tsx';
import {
  CheckoutForm,
  CheckoutRefusal,
  CheckoutSection,
  CheckoutTotals,
  OrderLine,
  OrderLines,
  RemarksInput,
  SummaryRow,
  useOrderRemarks,
} from './Checkout.tsx';
import { ConfirmError, NoAddress, OrderSkeleton } from './LoadStates.tsx';
import { CHECKOUT_FRAME } from './styles.ts';

const order = seckillConfirm();
const line = order.shopCartOrders[0]!.shopCartItemDiscounts[0]!.shopCartItems[0]!;

interface DemoProps {
  confirming?: boolean;
  submitting?: boolean;
  /** The submit waits for something else than a confirm (too few points). */
  blocked?: boolean;
  rowsOnPhone?: boolean;
  onChangeAddress?: (addrId: number) => void;
  onSubmit?: (remarks: string) => void;
  onNavigate?: (to: string) => void;
}

/** A checkout assembled as the screens assemble it: address, one line with the remark, the totals. */
function DemoCheckout({
  confirming = false,
  submitting = false,
  blocked = false,
  rowsOnPhone = false,
  onChangeAddress,
  onSubmit,
  onNavigate,
}: DemoProps) {
  const { t } = useLingui();
  const remarks = useOrderRemarks();
  const submit = () => remarks.submit((text) => onSubmit?.(text));
  return (
    <ScreenFrame heading={t`Demo checkout`} onNavigate={onNavigate} className={CHECKOUT_FRAME}>
      <CheckoutForm
        main={
          <>
            <CheckoutAddressSection
              id="demo-address"
              address={order.userAddr}
              addresses={demoAddresses}
              disabled={confirming}
              onChange={onChangeAddress}
              href={(path) => path}
            />
            <CheckoutSection id="demo-items" title={t`Demo items`}>
              <OrderLines>
                <OrderLine item={line} price={<Price yuan={line.price} size="sm" data-part="item-price" />} />
                <OrderLine item={{ ...line, skuName: '', prodCount: 2 }} thumb="sm" />
              </OrderLines>
              <RemarksInput {...remarks.field} className="mt-3" />
            </CheckoutSection>
          </>
        }
        side={
          <CheckoutTotals
            rowsOnPhone={rowsOnPhone}
            rows={
              <SummaryRow label={t`Demo goods`}>
                <Price yuan={order.total} size="sm" tone="neutral" />
              </SummaryRow>
            }
            notice={
              blocked ? (
                <p role="alert" className="m-0 text-sm text-danger" data-part="blocked">
                  {t`Demo notice`}
                </p>
              ) : null
            }
            payableLabel={t`Demo payable`}
            payable={order.actualTotal}
            submitting={submitting}
            disabled={confirming || blocked}
            onSubmit={submit}
          />
        }
      />
    </ScreenFrame>
  );
}

const meta = {
  title: 'Mall/Checkout',
  component: DemoCheckout,
  args: { onChangeAddress: fn(), onSubmit: fn(), onNavigate: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DemoCheckout>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const part = (root: HTMLElement, name: string) => root.querySelector<HTMLElement>(`[data-part="${name}"]`);

/** The form: the heading, the address, the lines (price and count, or the count alone), the totals. */
export const Form: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '示例结算' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '收货地址' })).toBeVisible();
    await expect(canvas.getByText(/世纪大道 100 号 8 楼/)).toBeVisible();
    const lines = canvas.getAllByRole('listitem');
    await expect(lines).toHaveLength(2);
    await expect(within(lines[0]!).getByText('曜石黑 8GB+256GB')).toBeVisible();
    await expect(part(lines[0]!, 'item-price')).toHaveTextContent('¥3999.00');
    await expect(lines[0]).toHaveTextContent('×1');
    await expect(lines[1]).toHaveTextContent('×2');
    await expect(part(lines[1]!, 'item-price')).toBeNull();
    await expect(part(canvasElement, 'actual-total')).toHaveTextContent('¥3999.00');
    await userEvent.type(canvas.getByRole('textbox', { name: '留言' }), '周末送');
    await userEvent.click(canvas.getByRole('button', { name: '提交订单' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('周末送');
  },
};

/** Changing the address: the dialog starts on the current one; another one is reported. */
export const ChangeAddress: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '更换地址' }));
    const dialog = await body().findByRole('dialog', { name: '选择收货地址' });
    await expect(within(dialog).getByRole('radio', { name: /张三/ })).toBeChecked();
    await expect(within(dialog).getByRole('link', { name: '管理收货地址' })).toHaveAttribute(
      'href',
      '/user-center/uc-address',
    );
    await userEvent.click(within(dialog).getByRole('radio', { name: /李四/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: '使用该地址' }));
    await expect(args.onChangeAddress).toHaveBeenCalledWith(8);
  },
};

/** Keeping the same address reports nothing. */
export const SameAddress: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '更换地址' }));
    const dialog = await body().findByRole('dialog', { name: '选择收货地址' });
    await userEvent.click(within(dialog).getByRole('button', { name: '使用该地址' }));
    await expect(args.onChangeAddress).not.toHaveBeenCalled();
  },
};

/** A confirm on its way: the address and the submit wait. */
export const Confirming: Story = {
  args: { confirming: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: '更换地址' })).toBeDisabled();
    const submit = canvas.getByRole('button', { name: '提交订单' });
    await expect(submit).toBeDisabled();
    await userEvent.click(submit, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Submitting: the button is busy and a second press sends nothing. */
export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvas, args }) => {
    const submit = canvas.getByRole('button', { name: /提交订单/ });
    await expect(submit).toBeDisabled();
    await userEvent.click(submit, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The submit blocked with a notice (the points checkout's "too few points"); the rows show on a phone. */
export const Blocked: Story = {
  args: { blocked: true, rowsOnPhone: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('示例提示');
    await expect(canvas.getByRole('button', { name: '提交订单' })).toBeDisabled();
    await expect(canvas.getByText('示例商品金额')).toBeVisible();
  },
};

/** The states before the form: a refusal with the ways back, no address, an error, loading. */
function DemoStates({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-3 bg-neutral-50 p-3">
      <CheckoutRefusal
        part="demo-refused"
        message={t`Demo refusal`}
        actions={<a href="/">{t`Demo way back`}</a>}
      />
      <NoAddress href={(path) => path} />
      <ConfirmError onRetry={onRetry} />
      <OrderSkeleton />
    </div>
  );
}

export const States: StoryObj<typeof DemoStates> = {
  render: (args) => <DemoStates {...args} />,
  args: { onRetry: fn() },
  play: async ({ canvas, canvasElement, args }) => {
    const refused = part(canvasElement, 'demo-refused')!;
    await expect(within(refused).getByRole('alert')).toHaveTextContent('示例拒绝');
    await expect(part(canvasElement, 'confirm-error')).toHaveRole('alert');
    await expect(canvas.getByRole('link', { name: '示例返回' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: '新增收货地址' })).toHaveAttribute(
      'href',
      '/user-center/uc-address',
    );
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    const skeleton = part(canvasElement, 'order-skeleton');
    await expect(skeleton).toHaveRole('status');
    await expect(skeleton).toHaveTextContent('正在加载订单');
  },
};

/** An activity's main column: the address, the lines with the activity's tag and store, the remark. */
function DemoActivityOrder({
  withPrice,
  onSubmit,
}: {
  withPrice: boolean;
  onSubmit: (remarks: string) => void;
}) {
  const { t } = useLingui();
  const remarks = useOrderRemarks();
  return (
    <CheckoutForm
      main={
        <ActivityOrderSections
          idPrefix="demo-activity"
          order={order}
          addresses={demoAddresses}
          confirming={false}
          onChangeAddress={undefined}
          href={(path) => path}
          tag={t`Demo tag`}
          price={
            withPrice ? (item) => <Price yuan={item.price} size="sm" data-part="item-price" /> : undefined
          }
          remarks={remarks}
        />
      }
      side={
        <CheckoutTotals
          rows={null}
          payableLabel={t`Demo payable`}
          payable={order.actualTotal}
          submitting={false}
          disabled={false}
          onSubmit={() => remarks.submit(onSubmit)}
        />
      }
    />
  );
}

export const ActivityOrder: StoryObj<typeof DemoActivityOrder> = {
  render: (args) => <DemoActivityOrder {...args} />,
  args: { withPrice: true, onSubmit: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '收货地址' })).toHaveAttribute(
      'id',
      'demo-activity-address',
    );
    const line = canvas.getByRole('listitem');
    await expect(within(line).getByText('示例标签')).toBeVisible();
    await expect(line).toHaveTextContent(order.shopCartOrders[0]!.shopName);
    await expect(part(line, 'item-price')).toHaveTextContent('¥3999.00');
    await userEvent.type(canvas.getByRole('textbox', { name: '留言' }), '请包装好');
    await userEvent.click(canvas.getByRole('button', { name: '提交订单' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('请包装好');
  },
};

/** Without prices (the points mall's lines): the count alone. */
export const ActivityOrderNoPrice: StoryObj<typeof DemoActivityOrder> = {
  render: (args) => <DemoActivityOrder {...args} />,
  args: { withPrice: false, onSubmit: fn() },
  play: async ({ canvas, canvasElement }) => {
    await expect(part(canvasElement, 'item-price')).toBeNull();
    await expect(canvas.getByRole('listitem')).toHaveTextContent('×1');
  },
};

/** The form blocked and the states before it (the visual baseline). */
export const AllStates: Story = {
  args: { blocked: true },
  render: (args) => (
    <div className="flex flex-col gap-3 bg-neutral-50">
      <DemoCheckout {...args} />
      <DemoStates onRetry={fn()} />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: say(globals, '示例结算', 'Demo checkout') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: say(globals, '提交订单', 'Submit order') }),
    ).toBeDisabled();
    await expect(
      canvas.getByText(say(globals, '订单确认失败', 'The order could not be confirmed')),
    ).toBeVisible();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

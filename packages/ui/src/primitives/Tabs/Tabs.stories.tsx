import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useLingui } from '@lingui/react/macro';
import { matrix } from '../../storybook/matrix.ts';
import { Button } from '../Button/index.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger, type TabsProps } from './Tabs.tsx';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { onValueChange: fn() },
  render: (args) => <LoginTabs {...args} />,
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

function LoginTabs(props: TabsProps) {
  const { t } = useLingui();
  return (
    <Tabs defaultValue="account" {...props} className="max-w-sm">
      <TabsList stretch>
        <TabsTrigger value="account">{t`Account login`}</TabsTrigger>
        <TabsTrigger value="mobile">{t`Mobile login`}</TabsTrigger>
      </TabsList>
      <TabsContent value="account">{t`Username and password`}</TabsContent>
      <TabsContent value="mobile">{t`Mobile number and code`}</TabsContent>
    </Tabs>
  );
}

function OrderTabs(props: TabsProps) {
  const { t } = useLingui();
  return (
    <Tabs defaultValue="all" {...props}>
      <TabsList>
        <TabsTrigger value="all">{t`All`}</TabsTrigger>
        <TabsTrigger value="unpaid" count={2}>
          {t`Pending payment`}
        </TabsTrigger>
        <TabsTrigger value="undelivered" count={0}>
          {t`Pending delivery`}
        </TabsTrigger>
        <TabsTrigger value="unreceived" count={128} disabled>
          {t`Pending receipt`}
        </TabsTrigger>
        <TabsTrigger value="review" count={1}>
          {t`Pending evaluation`}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="all">{t`All orders`}</TabsContent>
      <TabsContent value="unpaid">{t`Orders pending payment`}</TabsContent>
      <TabsContent value="undelivered">{t`Orders pending delivery`}</TabsContent>
      <TabsContent value="unreceived">{t`Orders pending receipt`}</TabsContent>
      <TabsContent value="review">{t`Orders pending evaluation`}</TabsContent>
    </Tabs>
  );
}

const en = (globals: Record<string, unknown>) => globals.locale === 'en';

export const Line: Story = {
  play: async ({ canvas, args, globals }) => {
    const account = canvas.getByRole('tab', { name: en(globals) ? 'Account login' : '账号登录' });
    const mobile = canvas.getByRole('tab', { name: en(globals) ? 'Mobile login' : '手机登录' });
    await expect(account).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(
      en(globals) ? 'Username and password' : '用户名和密码',
    );
    await userEvent.click(mobile);
    await expect(mobile).toHaveAttribute('aria-selected', 'true');
    await expect(mobile.className).toContain('data-[state=active]:text-brand');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(
      en(globals) ? 'Mobile number and code' : '手机号和验证码',
    );
    await expect(args.onValueChange).toHaveBeenCalledWith('mobile');
  },
};

export const Card: Story = {
  args: { variant: 'card' },
  play: async ({ canvas, args, globals }) => {
    await userEvent.click(canvas.getByRole('tab', { name: en(globals) ? 'Mobile login' : '手机登录' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('mobile');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(
      en(globals) ? 'Mobile number and code' : '手机号和验证码',
    );
  },
};

/** Arrow keys move and select (wrapping at the ends); the disabled tab is skipped. */
export const KeyboardArrows: Story = {
  render: (args) => <OrderTabs {...args} />,
  play: async ({ canvas, args, globals }) => {
    const tabs = canvas.getAllByRole('tab');
    await userEvent.tab();
    await expect(tabs[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[1]).toHaveFocus();
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('unpaid');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    // "Pending receipt" is disabled, so focus jumps over it.
    await expect(tabs[4]).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('review');
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tabs[4]).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(
      en(globals) ? 'Orders pending evaluation' : '待评价的订单',
    );
    // Tab leaves the list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const WithCounts: Story = {
  render: (args) => <OrderTabs {...args} />,
  play: async ({ canvas, globals }) => {
    const unpaid = canvas.getByRole('tab', { name: en(globals) ? 'Pending payment 2' : '待付款 2' });
    await expect(unpaid).toBeVisible();
    await expect(
      canvas.getByRole('tab', { name: en(globals) ? 'Pending receipt 99+' : '待收货 99+' }),
    ).toBeDisabled();
    await userEvent.click(unpaid);
    await expect(within(unpaid).getByText('2').className).toContain('group-data-[state=active]:bg-brand');
  },
};

function ControlledTabs({ onValueChange }: TabsProps) {
  const { t } = useLingui();
  const [value, setValue] = useState('mobile');
  return (
    <div className="flex flex-col gap-2">
      <LoginTabs
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onValueChange?.(next);
        }}
      />
      <Button variant="link" className="self-start" onClick={() => setValue('account')}>
        {t`Use account instead`}
      </Button>
    </div>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledTabs {...args} />,
  play: async ({ canvas, args, globals }) => {
    const account = canvas.getByRole('tab', { name: en(globals) ? 'Account login' : '账号登录' });
    const mobile = canvas.getByRole('tab', { name: en(globals) ? 'Mobile login' : '手机登录' });
    await expect(mobile).toHaveAttribute('aria-selected', 'true');
    // The owner changes the value from outside.
    await userEvent.click(
      canvas.getByRole('button', { name: en(globals) ? 'Use account instead' : '改用账号登录' }),
    );
    await expect(account).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.click(mobile);
    await expect(mobile).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenCalledWith('mobile');
  },
};

function AllTabs() {
  return (
    <div className="flex max-w-full flex-col gap-8">
      <LoginTabs />
      <LoginTabs variant="card" defaultValue="mobile" />
      <OrderTabs defaultValue="unpaid" />
      <OrderTabs variant="card" defaultValue="review" />
    </div>
  );
}

/** Every state at once, for visual review and the locale/viewport matrix. */
export const AllStates: Story = {
  render: () => <AllTabs />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const selected = canvas.getAllByRole('tab', { selected: true }).map((tab) => tab.textContent);
    await expect(selected).toEqual(
      en(globals)
        ? ['Account login', 'Mobile login', 'Pending payment2', 'Pending evaluation1']
        : ['账号登录', '手机登录', '待付款2', '待评价1'],
    );
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

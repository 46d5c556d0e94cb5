import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useLingui } from '@lingui/react/macro';
import { chromaticPcModes, matrix } from '../../../storybook/matrix.ts';
import { say } from '../../../storybook/say.ts';
import { MerchantHomeScreen } from './index.ts';

const retry = fn();

const logo =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#15803d"/><circle cx="32" cy="34" r="16" fill="#fff"/></svg>',
  );

const meta = {
  title: 'Screens/Merchant/MerchantHomeScreen',
  component: MerchantHomeScreen,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: {
    store: { name: '鲜果小铺', logo, open: true },
    accountName: 'shop1',
    roleLabel: '店主',
  },
} satisfies Meta<typeof MerchantHomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An open store: its logo, name, an "open" tag and who is signed in; no offline notice. */
export const Open: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '鲜果小铺' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: '鲜果小铺的店铺标志' })).toBeVisible();
    await expect(canvas.getByText('营业中')).toBeVisible();
    await expect(canvas.getByText('当前登录：shop1（店主）')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** A store the platform took offline says so, and what it means. */
export const Offline: Story = {
  args: { store: { name: '鲜果小铺', logo: '', open: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已下线')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('平台已将您的店铺下线');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** While the store loads: placeholders, marked busy. */
export const Loading: Story = {
  args: { store: undefined, accountName: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** The store could not be loaded: a message and a retry. */
export const Failed: Story = {
  args: { store: undefined, failed: true, onRetry: retry },
  play: async ({ canvas }) => {
    retry.mockClear();
    await expect(canvas.getByText('店铺信息加载失败。')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(retry).toHaveBeenCalledTimes(1);
  },
};

function AllHomes() {
  const { t } = useLingui();
  const name = t`Fresh Fruit Shop`;
  return (
    <div className="flex w-[1000px] flex-col gap-8">
      <MerchantHomeScreen store={{ name, logo, open: true }} accountName="shop1" roleLabel={t`Store owner`} />
      <MerchantHomeScreen store={{ name, logo: '', open: false }} accountName="clerk" />
      <MerchantHomeScreen />
      <MerchantHomeScreen failed onRetry={() => undefined} />
    </div>
  );
}

/** Open, offline without a logo, loading and failed (PC only). */
export const AllStates: Story = {
  render: () => <AllHomes />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(say(globals, '营业中', 'Open'))).toBeVisible();
    await expect(canvas.getByText(say(globals, '已下线', 'Offline'))).toBeVisible();
    await expect(canvas.getByRole('status')).toBeVisible();
    await expect(canvas.getByRole('button', { name: say(globals, '重试', 'Retry') })).toBeVisible();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };

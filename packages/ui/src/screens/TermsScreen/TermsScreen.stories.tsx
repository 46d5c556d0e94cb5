import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { matrix } from '../../storybook/matrix.ts';
import { TermsScreen, type TermsScreenProps } from './TermsScreen.tsx';
import { enHref, say } from '../../storybook/say.ts';

const meta = {
  title: 'Screens/TermsScreen',
  component: TermsScreen,
  args: { document: 'terms', onNavigate: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TermsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The terms of service: its switch link is current, its sections are headed; the other link switches. */
export const TermsOfService: Story = {
  args: { href: enHref },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '服务条款' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '4. 退货与退款' })).toBeVisible();
    await expect(canvas.getByText(/签收之日起7天内/)).toBeVisible();
    const switcher = within(canvas.getByRole('list', { name: '法律文件' }));
    await expect(switcher.getByRole('link', { name: '服务条款' })).toHaveAttribute('aria-current', 'page');
    const privacy = switcher.getByRole('link', { name: '隐私政策' });
    await expect(privacy).not.toHaveAttribute('aria-current');
    await expect(privacy).toHaveAttribute('href', '/en/termsPage?sts=1');
    await userEvent.click(privacy);
    await expect(args.onNavigate).toHaveBeenCalledOnce();
    await expect(args.onNavigate).toHaveBeenCalledWith('/en/termsPage?sts=1');
  },
};

/** The privacy policy, and the way back to the terms. */
export const PrivacyPolicy: Story = {
  args: { document: 'privacy' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '隐私政策' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '3. 我们与谁共享' })).toBeVisible();
    await expect(canvas.getByText(/我们不会出售您的个人信息/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '隐私政策' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('link', { name: '服务条款' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/termsPage?sts=0');
  },
};

function BothDocuments(args: TermsScreenProps) {
  const panel = 'rounded-lg border border-neutral-200 bg-neutral-50 p-3 md:p-3';
  return (
    <div className="grid items-start gap-4 md:grid-cols-2">
      {(['terms', 'privacy'] as const).map((document) => (
        // The documents are long: each panel shows its beginning and scrolls (from the keyboard too).
        <div
          key={document}
          tabIndex={0}
          className="max-h-[44rem] overflow-y-auto rounded-lg"
          data-document={document}
        >
          <TermsScreen {...args} className={panel} document={document} />
        </div>
      ))}
    </div>
  );
}

/** Both documents side by side (each scrolls within its panel). */
export const AllStates: Story = {
  render: (args) => <BothDocuments {...args} />,
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: say(globals, '服务条款', 'Terms of service') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 1, name: say(globals, '隐私政策', 'Privacy policy') }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('link', { current: 'page' })).toHaveLength(2);
    await expect(
      canvas.getAllByText(say(globals, '更新日期：2026年6月1日', 'Last updated: 1 June 2026')),
    ).toHaveLength(2);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

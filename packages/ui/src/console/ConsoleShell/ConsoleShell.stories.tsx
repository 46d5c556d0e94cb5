import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Trans, useLingui } from '@lingui/react/macro';
import { chromaticPcModes, matrix } from '../../storybook/matrix.ts';
import { menuClosed } from '../../storybook/menu.ts';
import { ConsoleShell, type ConsoleMenuItem } from './index.ts';

const navigate = fn();
const signOut = fn();
const switchLocale = fn();

const logo =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#e1251b"/><path d="M8 22V10h4l4 6 4-6h4v12h-4v-6l-4 5-4-5v6z" fill="#fff"/></svg>',
  );

const items: ConsoleMenuItem[] = [
  { key: 'home', label: 'Home', href: '#home' },
  { key: 'products', label: 'Products', href: '#products' },
  { key: 'orders', label: 'Orders', href: '#orders' },
];

const meta = {
  title: 'Console/ConsoleShell',
  component: ConsoleShell,
  parameters: { layout: 'fullscreen', chromatic: { modes: chromaticPcModes } },
  args: {
    title: 'Merchant centre',
    items,
    currentKey: 'home',
    storeName: 'Fresh Fruit Shop',
    storeLogo: logo,
    accountName: 'shop1',
    accountRole: 'Owner',
    locale: 'zh',
    onNavigate: navigate,
    onSignOut: signOut,
    onSwitchLocale: switchLocale,
    children: <p>Page content</p>,
  },
} satisfies Meta<typeof ConsoleShell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The side menu is a labelled navigation with the current section marked; a plain click routes. */
export const Default: Story = {
  play: async ({ canvas }) => {
    navigate.mockClear();
    const nav = canvas.getByRole('navigation', { name: '控制台菜单' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((a) => a.getAttribute('href'))).toEqual(['#home', '#products', '#orders']);
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Orders' })).not.toHaveAttribute('aria-current');
    await userEvent.click(within(nav).getByRole('link', { name: 'Orders' }));
    await expect(navigate).toHaveBeenCalledWith('orders');
    await expect(canvas.getByRole('banner')).toHaveTextContent('Fresh Fruit Shop');
    await expect(canvas.getByRole('main')).toHaveTextContent('Page content');
  },
};

/** The account menu opens from its trigger and signs out. */
export const SignOut: Story = {
  play: async ({ canvas }) => {
    signOut.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: '账号：shop1' }));
    const menu = await screen.findByRole('menu');
    await expect(menu).toHaveTextContent('Owner');
    await userEvent.click(within(menu).getByRole('menuitem', { name: '退出登录' }));
    await expect(signOut).toHaveBeenCalledTimes(1);
    await menuClosed();
  },
};

/** The language switch offers the other language, in that language. */
export const SwitchLanguage: Story = {
  play: async ({ canvas }) => {
    switchLocale.mockClear();
    const button = canvas.getByRole('button', { name: 'English' });
    await expect(button).toHaveAttribute('lang', 'en');
    await userEvent.click(button);
    await expect(switchLocale).toHaveBeenCalledWith('en');
  },
};

/** A store without a logo shows its name's first letter; a staff account sees fewer sections. */
export const NoLogoStaff: Story = {
  args: {
    storeLogo: undefined,
    items: items.filter((i) => i.key !== 'products'),
    currentKey: 'orders',
    accountName: 'clerk',
    accountRole: 'Orders and after-sales',
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('F')).toBeVisible();
    const nav = canvas.getByRole('navigation');
    await expect(within(nav).getAllByRole('link')).toHaveLength(2);
    await expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  },
};

/**
 * A section's count (unread chat messages): shown after its label, announced with its name (the badge
 * is a box of its own, so the name has a space before the comma).
 */
export const MenuBadge: Story = {
  args: {
    items: [
      ...items,
      { key: 'chat', label: 'Customer service', href: '#chat', badge: 3 },
      { key: 'store', label: 'Store', href: '#store', badge: 0 },
      { key: 'busy', label: 'Busy desk', href: '#busy', badge: 120 },
    ],
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation');
    const chat = within(nav).getByRole('link', { name: /^Customer service\s*，3 条未读$/ });
    await expect(chat).toHaveTextContent('3');
    // No count, no badge: the name is the label alone.
    await expect(within(nav).getByRole('link', { name: 'Store' })).not.toHaveTextContent(/\d/);
    await expect(within(nav).getByRole('link', { name: /^Busy desk\s*，120 条未读$/ })).toHaveTextContent(
      '99+',
    );
  },
};

/** While the account loads: a placeholder for the name, no account menu yet, the menu usable. */
export const Loading: Story = {
  args: { storeName: undefined, storeLogo: undefined, accountName: undefined, currentKey: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /账号/ })).toBeNull();
    const nav = canvas.getByRole('navigation');
    for (const link of within(nav).getAllByRole('link'))
      await expect(link).not.toHaveAttribute('aria-current');
  },
};

function AllShells() {
  const { t, i18n } = useLingui();
  const localized: ConsoleMenuItem[] = [
    { key: 'home', label: t`Home`, href: '#home' },
    { key: 'products', label: t`Products`, href: '#products' },
    { key: 'orders', label: t`Orders`, href: '#orders' },
    { key: 'chat', label: t`Customer service`, href: '#chat', badge: 3 },
  ];
  return (
    <ConsoleShell
      className="min-h-[480px]"
      title={<Trans>Merchant centre</Trans>}
      items={localized}
      currentKey="orders"
      storeName={t`Fresh Fruit Shop`}
      storeLogo={logo}
      accountName="shop1"
      accountRole={t`Owner`}
      locale={i18n.locale === 'en' ? 'en' : 'zh'}
      onSwitchLocale={() => undefined}
      onSignOut={() => undefined}
    >
      <p className="m-0 text-base text-neutral-700">
        <Trans>Page content</Trans>
      </p>
    </ConsoleShell>
  );
}

/** The whole layout with a current section, for visual review (PC only). */
export const AllStates: Story = {
  render: () => <AllShells />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const en = globals.locale === 'en';
    const nav = canvas.getByRole('navigation', { name: en ? 'Console menu' : '控制台菜单' });
    await expect(within(nav).getByRole('link', { name: en ? 'Orders' : '订单' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: en ? '中文' : 'English' })).toBeVisible();
    await expect(
      within(nav).getByRole('link', { name: en ? /^Customer service\s*, 3 unread$/ : /^客服\s*，3 条未读$/ }),
    ).toBeVisible();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };

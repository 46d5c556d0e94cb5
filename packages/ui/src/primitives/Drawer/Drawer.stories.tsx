import { useState, type ComponentProps, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn.ts';
import { matrix } from '../../storybook/matrix.ts';
import { Button } from '../Button/index.ts';
import { Checkbox } from '../Checkbox/index.ts';
import { overlayClass } from '../Dialog/index.ts';
import { Drawer, DrawerClose, DrawerContent, DrawerTrigger, type DrawerContentProps } from './Drawer.tsx';
import { say } from '../../storybook/say.ts';

type StoryArgs = ComponentProps<typeof Drawer> & { onAddToCart: () => void };

const meta = {
  title: 'Primitives/Drawer',
  component: Drawer,
  args: { onOpenChange: fn(), onAddToCart: fn() },
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<StoryArgs>;

/** Drawers portal to <body>, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

function FilterBody() {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-3">
      <Checkbox label={t`In stock only`} defaultChecked />
      <Checkbox label={t`Free shipping`} />
    </div>
  );
}

function FilterDrawer({
  onOpenChange,
  ...content
}: { onOpenChange?: (open: boolean) => void } & Partial<DrawerContentProps>) {
  const { t } = useLingui();
  return (
    <Drawer onOpenChange={onOpenChange}>
      <DrawerTrigger asChild>
        <Button variant="outline">{t`Filter`}</Button>
      </DrawerTrigger>
      <DrawerContent
        title={t`Filter`}
        footer={
          <>
            <Button variant="outline">{t`Reset`}</Button>
            <DrawerClose asChild>
              <Button>{t`Done`}</Button>
            </DrawerClose>
          </>
        }
        {...content}
      >
        <FilterBody />
      </DrawerContent>
    </Drawer>
  );
}

function SpecSheet({ onAddToCart, ...content }: { onAddToCart?: () => void } & Partial<DrawerContentProps>) {
  const { t } = useLingui();
  return (
    <Drawer>
      <DrawerTrigger asChild>
        <Button variant="outline">{t`Choose specification`}</Button>
      </DrawerTrigger>
      <DrawerContent
        side="bottom"
        title={t`Choose specification`}
        description={t`Color: red, size: M`}
        footer={
          <Button block onClick={onAddToCart}>
            {t`Add to cart`}
          </Button>
        }
        {...content}
      >
        <FilterBody />
      </DrawerContent>
    </Drawer>
  );
}

export const RightCloseButton: Story = {
  render: (args) => <FilterDrawer onOpenChange={args.onOpenChange} />,
  play: async ({ canvas, canvasElement, args, globals }) => {
    const trigger = canvas.getByRole('button', { name: say(globals, '筛选', 'Filter') });
    await userEvent.click(trigger);
    const drawer = await page(canvasElement).findByRole('dialog', { name: say(globals, '筛选', 'Filter') });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(drawer.className).toContain('right-0');
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    await userEvent.click(within(drawer).getByRole('button', { name: say(globals, '关闭', 'Close') }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

export const RightFooterClose: Story = {
  render: (args) => <FilterDrawer onOpenChange={args.onOpenChange} />,
  play: async ({ canvas, canvasElement, args, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: say(globals, '筛选', 'Filter') }));
    const drawer = await page(canvasElement).findByRole('dialog');
    // Body controls work inside the drawer.
    const freeShipping = within(drawer).getByRole('checkbox', {
      name: say(globals, '包邮', 'Free shipping'),
    });
    await userEvent.click(freeShipping);
    await expect(freeShipping).toBeChecked();
    await userEvent.click(within(drawer).getByRole('button', { name: say(globals, '完成', 'Done') }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const BottomSheet: Story = {
  render: (args) => <SpecSheet onAddToCart={args.onAddToCart} />,
  play: async ({ canvas, canvasElement, args, globals }) => {
    const trigger = canvas.getByRole('button', { name: say(globals, '选择规格', 'Choose specification') });
    await userEvent.click(trigger);
    const sheet = await page(canvasElement).findByRole('dialog', {
      name: say(globals, '选择规格', 'Choose specification'),
    });
    await expect(sheet.className).toContain('bottom-0');
    await expect(sheet).toHaveAccessibleDescription(
      say(globals, '颜色：红色，尺码：M', 'Color: red, size: M'),
    );
    await userEvent.click(
      within(sheet).getByRole('button', { name: say(globals, '加入购物车', 'Add to cart') }),
    );
    await expect(args.onAddToCart).toHaveBeenCalledTimes(1);
    // Escape closes the sheet and gives focus back.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** A box acting as the viewport of one open drawer (the transform contains its fixed position). */
function Frame({
  className,
  children,
}: {
  className?: string;
  children: (container: HTMLElement) => ReactNode;
}) {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  return (
    <div
      ref={setContainer}
      className={cn(
        'relative h-96 w-full transform-gpu overflow-hidden rounded-md border border-neutral-200 bg-neutral-50',
        className,
      )}
    >
      <div className={cn(overlayClass, 'z-drawer')} />
      {container ? children(container) : null}
    </div>
  );
}

const noAutoFocus = (event: Event) => event.preventDefault();

function AllDrawers() {
  return (
    <div className="flex flex-col gap-4 lg:flex-row">
      <Frame className="lg:w-120">
        {(container) => (
          <Drawer open modal={false}>
            <FilterDrawerContent container={container} />
          </Drawer>
        )}
      </Frame>
      <Frame className="lg:w-96">
        {(container) => (
          <Drawer open modal={false}>
            <SpecSheetContent container={container} />
          </Drawer>
        )}
      </Frame>
    </div>
  );
}

function FilterDrawerContent({ container }: { container: HTMLElement }) {
  const { t } = useLingui();
  return (
    <DrawerContent
      container={container}
      size="sm"
      hideOverlay
      onOpenAutoFocus={noAutoFocus}
      title={t`Filter`}
      footer={
        <>
          <Button variant="outline">{t`Reset`}</Button>
          <Button>{t`Done`}</Button>
        </>
      }
    >
      <FilterBody />
    </DrawerContent>
  );
}

function SpecSheetContent({ container }: { container: HTMLElement }) {
  const { t } = useLingui();
  return (
    <DrawerContent
      container={container}
      side="bottom"
      hideOverlay
      onOpenAutoFocus={noAutoFocus}
      title={t`Choose specification`}
      description={t`Color: red, size: M`}
      footer={<Button block>{t`Add to cart`}</Button>}
    >
      <FilterBody />
    </DrawerContent>
  );
}

/** Both sides at once, for visual review and the locale/viewport matrix. */
export const AllStates: Story = {
  render: () => <AllDrawers />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('dialog', { name: say(globals, '筛选', 'Filter') })).toBeInTheDocument();
    const sheet = canvas.getByRole('dialog', { name: say(globals, '选择规格', 'Choose specification') });
    await expect(
      within(sheet).getByRole('button', { name: say(globals, '加入购物车', 'Add to cart') }),
    ).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: say(globals, '关闭', 'Close') })).toHaveLength(2);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

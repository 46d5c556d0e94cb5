import { useState, type ComponentProps, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useLingui } from '@lingui/react/macro';
import { matrix } from '../../storybook/matrix.ts';
import { Button } from '../Button/index.ts';
import { Input } from '../Input/index.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger, overlayClass } from './Dialog.tsx';

type StoryArgs = ComponentProps<typeof Dialog> & {
  onSave: () => void;
  onConfirm: () => void;
  onCancel: () => void;
};

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  args: { onOpenChange: fn(), onSave: fn(), onConfirm: fn(), onCancel: fn() },
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<StoryArgs>;

const en = (globals: Record<string, unknown>) => globals.locale === 'en';
/** Dialogs portal to <body>, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

function AddressDialog({
  onOpenChange,
  onSave,
}: {
  onOpenChange?: (open: boolean) => void;
  onSave?: () => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">{t`Edit address`}</Button>
      </DialogTrigger>
      <DialogContent
        title={t`Edit address`}
        description={t`Recipient, phone and region are required.`}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline">{t`Cancel`}</Button>
            </DialogClose>
            <Button onClick={onSave}>{t`Save`}</Button>
          </>
        }
      >
        <Input label={t`Recipient`} defaultValue="Li Lei" />
      </DialogContent>
    </Dialog>
  );
}

export const OpenTrapAndEscape: Story = {
  render: (args) => <AddressDialog onOpenChange={args.onOpenChange} />,
  play: async ({ canvas, canvasElement, args, globals }) => {
    const trigger = canvas.getByRole('button', { name: en(globals) ? 'Edit address' : '编辑地址' });
    await userEvent.click(trigger);
    const dialog = await page(canvasElement).findByRole('dialog', {
      name: en(globals) ? 'Edit address' : '编辑地址',
    });
    await expect(dialog).toHaveAccessibleDescription(
      en(globals) ? 'Recipient, phone and region are required.' : '收货人、手机号和所在地区为必填项。',
    );
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    // Focus moves in and stays in: tabbing round every control never leaves the dialog.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.tab({ shift: true });
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // Focus goes back to what opened it.
    await expect(trigger).toHaveFocus();
  },
};

export const CloseButton: Story = {
  render: (args) => <AddressDialog onOpenChange={args.onOpenChange} />,
  play: async ({ canvas, canvasElement, args, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: en(globals) ? 'Edit address' : '编辑地址' }));
    const dialog = await page(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: en(globals) ? 'Close' : '关闭' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const FooterActions: Story = {
  render: (args) => <AddressDialog onOpenChange={args.onOpenChange} onSave={args.onSave} />,
  play: async ({ canvas, canvasElement, args, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: en(globals) ? 'Edit address' : '编辑地址' }));
    const dialog = await page(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: en(globals) ? 'Save' : '保存' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: en(globals) ? 'Cancel' : '取消' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

interface ConfirmArgs {
  onConfirm: () => void;
  onCancel: () => void;
}

function DeleteSelected({ onConfirm, onCancel }: ConfirmArgs) {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      trigger={<Button variant="outline">{t`Delete`}</Button>}
      title={t`Are you sure you want to delete the selected items?`}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

export const ConfirmCallsBack: Story = {
  render: (args) => <DeleteSelected onConfirm={args.onConfirm} onCancel={args.onCancel} />,
  play: async ({ canvas, canvasElement, args, globals }) => {
    const { onConfirm, onCancel } = args;
    const trigger = canvas.getByRole('button', { name: en(globals) ? 'Delete' : '删除' });
    await userEvent.click(trigger);
    const dialog = await page(canvasElement).findByRole('alertdialog', {
      name: en(globals) ? 'Are you sure you want to delete the selected items?' : '确定要删除选中的商品吗？',
    });
    // The glossary's default answers; the safe one has focus.
    const cancel = within(dialog).getByRole('button', { name: en(globals) ? 'Cancel' : '取消' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: en(globals) ? 'Confirm' : '确定' }));
    await expect(onConfirm).toHaveBeenCalledTimes(1);
    await expect(onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull());
    // Escape answers "no".
    await userEvent.click(trigger);
    await page(canvasElement).findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(onCancel).toHaveBeenCalledTimes(1);
    await expect(onConfirm).toHaveBeenCalledTimes(1);
  },
};

function ControlledConfirm({ onConfirm, onCancel }: ConfirmArgs) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title="Delete this item?"
      message="It will be removed from your cart."
      confirmText="Delete"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

export const ConfirmControlledCancel: Story = {
  render: (args) => <ControlledConfirm onConfirm={args.onConfirm} onCancel={args.onCancel} />,
  play: async ({ canvasElement, args, globals }) => {
    const { onConfirm, onCancel } = args;
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: 'Delete this item?' });
    await expect(dialog).toHaveAccessibleDescription('It will be removed from your cart.');
    // Visible once the fade-in has run.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: en(globals) ? 'Cancel' : '取消' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(onCancel).toHaveBeenCalledTimes(1);
    await expect(onConfirm).not.toHaveBeenCalled();
  },
};

export const ConfirmLoading: Story = {
  render: (args) => (
    <ConfirmDialog defaultOpen title="Delete this item?" loading onConfirm={args.onConfirm} />
  ),
  play: async ({ canvasElement, args, globals }) => {
    const dialog = await page(canvasElement).findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: en(globals) ? 'Confirm' : '确定' });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm);
    // A busy confirm neither calls back twice nor closes the question.
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(page(canvasElement).getByRole('alertdialog')).toBeVisible());
  },
};

/**
 * A box that acts as the viewport of one open dialog: the transform makes it the containing block of
 * the dialog's fixed positioning, so several dialogs can be shown side by side for review.
 */
function Frame({ children }: { children: (container: HTMLElement) => ReactNode }) {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  return (
    <div
      ref={setContainer}
      className="relative h-80 w-full transform-gpu lg:w-120 overflow-hidden rounded-md border border-neutral-200 bg-neutral-50"
    >
      <div className={overlayClass} />
      {container ? children(container) : null}
    </div>
  );
}

const noAutoFocus = (event: Event) => event.preventDefault();

function AllDialogs() {
  const { t } = useLingui();
  const body = (
    <p className="m-0">{t`Your order has been submitted. Pay within 30 minutes or it will be canceled.`}</p>
  );
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <Frame>
        {(container) => (
          <Dialog open modal={false}>
            <DialogContent
              container={container}
              size="sm"
              title={t`Order submitted`}
              onOpenAutoFocus={noAutoFocus}
            >
              {body}
            </DialogContent>
          </Dialog>
        )}
      </Frame>
      <Frame>
        {(container) => (
          <Dialog open modal={false}>
            <DialogContent
              container={container}
              title={t`Edit address`}
              description={t`Recipient, phone and region are required.`}
              onOpenAutoFocus={noAutoFocus}
              footer={
                <>
                  <Button variant="outline">{t`Cancel`}</Button>
                  <Button>{t`Save`}</Button>
                </>
              }
            >
              {body}
            </DialogContent>
          </Dialog>
        )}
      </Frame>
      <Frame>
        {(container) => (
          <Dialog open modal={false}>
            <DialogContent
              container={container}
              size="lg"
              title={t`Order submitted`}
              onOpenAutoFocus={noAutoFocus}
              footer={<Button>{t`Pay now`}</Button>}
            >
              {body}
            </DialogContent>
          </Dialog>
        )}
      </Frame>
      <Frame>
        {(container) => (
          <ConfirmDialog
            open
            modal={false}
            container={container}
            title={t`Are you sure you want to delete the selected items?`}
            message={t`They will be removed from your cart.`}
            onConfirm={() => {}}
          />
        )}
      </Frame>
    </div>
  );
}

/** Every state at once, for visual review and the locale/viewport matrix. */
export const AllStates: Story = {
  render: () => <AllDialogs />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getAllByRole('dialog', { name: en(globals) ? 'Order submitted' : '订单已提交' }),
    ).toHaveLength(2);
    const confirm = canvas.getByRole('alertdialog');
    await waitFor(() =>
      expect(within(confirm).getByRole('button', { name: en(globals) ? 'Confirm' : '确定' })).toBeVisible(),
    );
    await expect(canvas.getAllByRole('button', { name: en(globals) ? 'Close' : '关闭' })).toHaveLength(3);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

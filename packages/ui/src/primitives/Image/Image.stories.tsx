import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { useLingui } from '@lingui/react/macro';
import { matrix } from '../../storybook/matrix.ts';
import { Image } from './Image.tsx';

/** A product picture drawn inline, so the stories never touch the network. */
const demoPicture = (tone = '#fdeceb', mark = '#e1251b', width = 400, height = 400) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${tone}"/><circle cx="${width / 2}" cy="${height / 2 - 20}" r="${Math.min(width, height) / 4}" fill="${mark}"/><rect x="${width / 2 - 70}" y="${height / 2 + 90}" width="140" height="16" rx="8" fill="${mark}" opacity="0.4"/></svg>`,
  )}`;

/** Decodes as nothing: the browser fires error at once. */
const BROKEN = 'data:image/png;base64,AAAA';

const meta = {
  title: 'Primitives/Image',
  component: Image,
  args: { src: demoPicture(), alt: 'Red tea cup', className: 'w-48', onLoad: fn(), onError: fn() },
} satisfies Meta<typeof Image>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const img = canvas.getByRole('img', { name: 'Red tea cup' });
    await expect(img).toHaveAttribute('loading', 'lazy');
    await waitFor(() => expect(args.onLoad).toHaveBeenCalled());
    const box = img.parentElement!;
    await expect(box).toHaveAttribute('data-state', 'loaded');
    // A square box: the height follows the width before the image arrives.
    await expect(box.getBoundingClientRect().height).toBeCloseTo(box.getBoundingClientRect().width, 0);
  },
};

/** A broken src falls back to the translated placeholder, which keeps the alt for screen readers. */
export const Broken: Story = {
  args: { src: BROKEN },
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(canvas.getByText('图片无法显示')).toBeVisible());
    await expect(args.onError).toHaveBeenCalledTimes(1);
    const placeholder = canvas.getByRole('img', { name: 'Red tea cup' });
    await expect(placeholder.tagName).toBe('SPAN');
    await expect(boxOf(placeholder).querySelector('img')).toBeNull();
  },
};

function boxOf(node: HTMLElement): HTMLElement {
  return node.closest('[data-state]')!;
}

/** No src at all shows the placeholder straight away. */
export const NoSource: Story = {
  args: { src: undefined, alt: '' },
  play: async ({ canvasElement: root }) => {
    const box = root.querySelector('[data-state]')!;
    await expect(box).toHaveAttribute('data-state', 'error');
    await expect(within(root).getByText('图片无法显示')).toBeVisible();
    // A decorative image's placeholder stays out of the accessibility tree.
    await expect(within(root).queryByRole('img')).toBeNull();
  },
};

export const CustomFallback: Story = {
  args: { src: BROKEN, fallback: 'No picture', rounded: 'lg' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('No picture')).toBeVisible());
    await expect(canvas.queryByText('图片无法显示')).toBeNull();
  },
};

export const WideRounded: Story = {
  args: { src: demoPicture('#e9f0fb', '#1d5fc4', 640, 360), ratio: 16 / 9, rounded: 'lg', className: 'w-80' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('img', { name: 'Red tea cup' }).parentElement!;
    const { width, height } = box.getBoundingClientRect();
    await expect(width / height).toBeCloseTo(16 / 9, 1);
    await expect(box.className).toContain('rounded-lg');
  },
};

function AllImages() {
  const { t } = useLingui();
  const cell = (label: string, node: ReactNode) => (
    <figure key={label} className="m-0 flex flex-col gap-1">
      {node}
      <figcaption className="text-xs text-neutral-600">{label}</figcaption>
    </figure>
  );
  return (
    <div className="flex flex-wrap items-start gap-4">
      {cell(t`Square`, <Image src={demoPicture()} alt={t`Red tea cup`} className="w-28" />)}
      {cell(
        '4:3',
        <Image
          src={demoPicture('#e8f5ec', '#15803d', 400, 300)}
          alt={t`Green tea`}
          ratio={4 / 3}
          className="w-36"
        />,
      )}
      {cell(
        '16:9',
        <Image
          src={demoPicture('#e9f0fb', '#1d5fc4', 640, 360)}
          alt={t`Blue cup`}
          ratio={16 / 9}
          rounded="lg"
          className="w-48"
        />,
      )}
      {cell(t`Rounded`, <Image src={demoPicture()} alt={t`Red tea cup`} rounded="md" className="w-28" />)}
      {cell(
        t`Avatar`,
        <Image src={demoPicture('#fdf3e6', '#b45309')} alt={t`Avatar`} rounded="full" className="w-16" />,
      )}
      {cell(
        t`Contain`,
        <Image
          src={demoPicture('#fdeceb', '#e1251b', 640, 360)}
          alt={t`Red tea cup`}
          fit="contain"
          rounded="md"
          className="w-28"
        />,
      )}
      {cell(t`Failed`, <Image src={BROKEN} alt={t`Red tea cup`} rounded="md" className="w-28" />)}
      {cell(t`Small, failed`, <Image src={undefined} alt="" rounded="md" className="w-16" />)}
    </div>
  );
}

/** Every ratio, shape and the failure placeholder at once, for visual review and the locale/viewport matrix. */
export const AllStates: Story = {
  render: () => <AllImages />,
  play: async ({ canvasElement: root, globals }) => {
    const canvas = within(root);
    const unavailable = globals.locale === 'en' ? 'Image unavailable' : '图片无法显示';
    // Both failures show the placeholder; the 16-wide box is too small for the words.
    await waitFor(() => expect(root.querySelectorAll('[data-state="error"]')).toHaveLength(2));
    await expect(canvas.getAllByText(unavailable).filter((node) => node.checkVisibility())).toHaveLength(1);
    await waitFor(() => expect(root.querySelectorAll('[data-state="loaded"]')).toHaveLength(6));
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

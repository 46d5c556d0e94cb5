import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { matrix } from '../../storybook/matrix.ts';
import { phonePictures } from '../../storybook/fixtures/detail.ts';
import { ProductGallery, galleryImages, splitImageUrls } from './ProductGallery.tsx';

const images = galleryImages(
  phonePictures.main,
  [phonePictures.main, phonePictures.side, phonePictures.back].join(','),
);
const name = '旗舰智能手机 5G 全网通';

const meta = {
  title: 'Mall/ProductGallery',
  component: ProductGallery,
  args: { images, alt: name, className: 'w-80 md:w-96' },
} satisfies Meta<typeof ProductGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

const mainSrc = (root: HTMLElement) => root.querySelector('img[data-part="main"]')?.getAttribute('src');

/** The main picture is named by the product; a thumbnail click shows its picture. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(galleryImages(' a ', 'a,,b, c')).toEqual(['a', 'b', 'c']);
    await expect(splitImageUrls('/x.svg,data:image/svg+xml;utf8,%3Csvg,/y.svg')).toEqual([
      '/x.svg',
      'data:image/svg+xml;utf8,%3Csvg',
      '/y.svg',
    ]);
    await expect(canvas.getByRole('img', { name })).toBeVisible();
    await expect(mainSrc(canvasElement)).toBe(phonePictures.main);
    const second = canvas.getByRole('button', { name: '第 2 张图片，共 3 张' });
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: '第 1 张图片，共 3 张' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(mainSrc(canvasElement)).toBe(phonePictures.side);
  },
};

/** Arrow keys in the thumbnail row move the focus and the picture; previous/next wrap around. */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab(); // previous
    await userEvent.tab(); // next
    await expect(canvas.getByRole('button', { name: '下一张' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(mainSrc(canvasElement)).toBe(phonePictures.side);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '第 1 张图片，共 3 张' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('button', { name: '第 3 张图片，共 3 张' })).toHaveFocus();
    await expect(mainSrc(canvasElement)).toBe(phonePictures.back);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(mainSrc(canvasElement)).toBe(phonePictures.side);
    await userEvent.click(canvas.getByRole('button', { name: '上一张' }));
    await userEvent.click(canvas.getByRole('button', { name: '上一张' }));
    await expect(mainSrc(canvasElement)).toBe(phonePictures.back);
  },
};

function SkuPictureDemo() {
  const [pic, setPic] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex gap-2">
        <button type="button" onClick={() => setPic(phonePictures.black)}>
          Black
        </button>
        <button type="button" onClick={() => setPic(phonePictures.side)}>
          Side
        </button>
      </div>
      <ProductGallery images={images} alt={name} current={pic} className="w-80" />
    </div>
  );
}

/** A chosen SKU's picture is shown at once; one that is not in the list joins it first. */
export const SkuPicture: Story = {
  render: () => <SkuPictureDemo />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Side' }));
    await expect(mainSrc(canvasElement)).toBe(phonePictures.side);
    await userEvent.click(canvas.getByRole('button', { name: 'Black' }));
    await expect(mainSrc(canvasElement)).toBe(phonePictures.black);
    await expect(canvas.getByRole('button', { name: '第 1 张图片，共 4 张' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** One picture: no thumbnails and no arrows. */
export const Single: Story = {
  args: { images: [phonePictures.main] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('img', { name })).toBeVisible();
  },
};

/** Several pictures, one picture and none (placeholder). */
export const AllStates: Story = {
  render: () => (
    <div className="flex flex-wrap items-start gap-6">
      <ProductGallery images={images} alt={name} className="w-72" />
      <ProductGallery images={images} alt={name} current={phonePictures.white} className="w-56" />
      <ProductGallery images={[phonePictures.main]} alt={name} className="w-40" />
      <ProductGallery images={[]} alt={name} className="w-40" />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const en = globals.locale === 'en';
    await expect(canvas.getAllByRole('button', { name: en ? 'Next picture' : '下一张' })).toHaveLength(2);
    await expect(
      canvas.getByRole('button', { name: en ? 'Picture 1 of 4' : '第 1 张图片，共 4 张' }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

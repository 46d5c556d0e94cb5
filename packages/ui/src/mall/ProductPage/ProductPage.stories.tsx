import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useLingui } from '@lingui/react/macro';
import { matrix } from '../../storybook/matrix.ts';
import { phonePictures } from '../../storybook/fixtures/detail.ts';
import { say } from '../../storybook/say.ts';
import { Button } from '../../primitives/Button/index.ts';
import { PhoneBuyBar, ProductDescription, ProductPage, ProductSummary } from './ProductPage.tsx';

type DemoState = 'detail' | 'notFound' | 'error' | 'loading';

interface DemoProps {
  state: DemoState;
  /** The description's HTML; null for none. */
  content?: string | null;
  onRetry?: () => void;
  onBuy?: () => void;
  onNavigate?: (path: string) => void;
}

/** A product's page as the screens assemble it: the summary, the description, the phone's buy bar. */
function DemoProductPage({ state, content = '<p>Demo</p>', onRetry, onBuy, onNavigate }: DemoProps) {
  const { t } = useLingui();
  const name = t`Demo product`;
  return (
    <ProductPage
      detail={
        state === 'detail' ? (
          <ProductSummary
            part="demo-detail"
            images={[phonePictures.main, phonePictures.side]}
            current={null}
            alt={name}
            summary={
              <>
                <h1 className="m-0 text-lg font-semibold text-neutral-900 md:text-xl">{name}</h1>
                <Button size="lg" onClick={onBuy} className="hidden md:inline-flex">
                  {t`Demo buy`}
                </Button>
              </>
            }
          >
            <ProductDescription content={content} />
            <PhoneBuyBar label={t`Demo buy bar`}>
              <Button onClick={onBuy} className="ml-auto px-5">
                {t`Demo buy`}
              </Button>
            </PhoneBuyBar>
          </ProductSummary>
        ) : undefined
      }
      heading={t`Demo product details`}
      notFound={state === 'notFound'}
      notFoundTitle={t`Demo product not found`}
      wayBack={{ href: '/', label: t`Demo way back` }}
      error={state === 'error'}
      errorTitle={t`Demo product could not be loaded`}
      onRetry={onRetry}
      loading={state === 'loading'}
      skeleton={<p role="status">{t`Demo loading`}</p>}
      part="demo"
      onNavigate={onNavigate}
    />
  );
}

const meta = {
  title: 'Mall/ProductPage',
  component: DemoProductPage,
  args: { state: 'detail', onRetry: fn(), onBuy: fn(), onNavigate: fn() },
} satisfies Meta<typeof DemoProductPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const part = (root: HTMLElement, name: string) => root.querySelector<HTMLElement>(`[data-part="${name}"]`);

/** The product: its name is the only h1, the gallery and the summary, the description, the buy bar. */
export const Detail: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1, name: '示例商品' })).toBeVisible();
    await expect(part(canvasElement, 'demo-detail')).toContainElement(part(canvasElement, 'summary'));
    await expect(canvas.getByRole('heading', { level: 2, name: '商品详情' })).toBeVisible();
    await expect(part(canvasElement, 'rich-text')).toHaveTextContent('Demo');
    // On a PC the phone's bar is hidden; the summary's button buys.
    const bar = part(canvasElement, 'action-bar');
    await expect(bar).toHaveAttribute('aria-label', '示例购买栏');
    await expect(bar).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '示例购买' }));
    await expect(args.onBuy).toHaveBeenCalledTimes(1);
  },
};

/** No description: a line says so. */
export const NoDescription: Story = {
  args: { content: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('暂无商品介绍')).toBeVisible();
    await expect(part(canvasElement, 'rich-text')).toBeNull();
  },
};

/** On a phone the buy bar shows at the bottom. */
export const PhoneBar: Story = {
  globals: matrix.zhMobile,
  play: async ({ canvas, args }) => {
    const bar = canvas.getByRole('group', { name: '示例购买栏' });
    await expect(bar).toBeVisible();
    await userEvent.click(within(bar).getByRole('button', { name: '示例购买' }));
    await expect(args.onBuy).toHaveBeenCalledTimes(1);
  },
};

/** Not found: the screen-reader h1, the title and the way back. */
export const NotFound: Story = {
  args: { state: 'notFound' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '示例商品详情' })).toBeInTheDocument();
    await expect(part(canvasElement, 'demo-not-found')).toHaveTextContent('示例商品不存在');
    await userEvent.click(canvas.getByRole('link', { name: '示例返回' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/');
  },
};

/** The error: its title and a retry. */
export const ErrorState: Story = {
  args: { state: 'error' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(part(canvasElement, 'demo-error')).toHaveTextContent('示例商品加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Loading: the skeleton, and the screen-reader h1. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('示例加载中');
    await expect(canvas.getByRole('heading', { level: 1, name: '示例商品详情' })).toBeInTheDocument();
  },
};

/** The product, not found and the error (the visual baseline). */
export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4 bg-neutral-50">
      <DemoProductPage {...args} state="detail" />
      <DemoProductPage {...args} state="notFound" />
      <DemoProductPage {...args} state="error" />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: say(globals, '示例商品', 'Demo product') }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: say(globals, '重试', 'Retry') })).toBeVisible();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

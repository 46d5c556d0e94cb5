import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { matrix } from '../../storybook/matrix.ts';
import { SiteFooter } from './SiteFooter.tsx';
import { sampleConfig } from './siteConfig.fixtures.ts';

const meta = {
  title: 'Mall/SiteFooter',
  component: SiteFooter,
  args: { config: sampleConfig },
} satisfies Meta<typeof SiteFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Chinese config texts; the company info keeps its line breaks. */
export const Default: Story = {
  args: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '服务条款' })).toHaveAttribute('href', '/termsPage?sts=0');
    await expect(canvas.getByRole('link', { name: '隐私政策' })).toHaveAttribute('href', '/termsPage?sts=1');
    await expect(canvas.getByText('环球优选商城有限公司')).toBeVisible();
    const info = canvas.getByText(/客服电话：400-800-8888/);
    await expect(info.textContent).toContain('\n');
    await expect(getComputedStyle(info).whiteSpace).toBe('pre-line');
    await expect(canvas.getByText('Copyright © 2026 环球优选商城 版权所有')).toBeVisible();
    const promises = canvas.getByRole('list', { name: '服务保障' });
    await expect(within(promises).getByText('7天无理由退货')).toBeVisible();
    await expect(within(promises).getByText('客服7*8小时')).toBeVisible();
    await expect(within(promises).getByText('正品保障')).toBeVisible();
  },
};

/** English config texts are chosen by the locale prop. */
export const EnglishConfig: Story = {
  args: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Global Select Mall Co., Ltd.')).toBeVisible();
    await expect(canvas.queryByText('环球优选商城有限公司')).toBeNull();
    await expect(canvas.getByText(/Service hotline: 400-800-8888/)).toBeVisible();
  },
};

/** An English page with only Chinese texts configured shows the Chinese rather than nothing. */
export const FallbackToOtherLanguage: Story = {
  args: {
    locale: 'en',
    config: { pcCompanyNameCn: '环球优选商城有限公司', pcCopyrightCn: 'Copyright © 2026 环球优选商城' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('环球优选商城有限公司')).toBeVisible();
    await expect(canvas.getByText('Copyright © 2026 环球优选商城')).toBeVisible();
  },
};

/** The app passes a path builder that adds the English prefix. */
export const EnglishHrefs: Story = {
  args: { href: (path: string) => `/en${path}` },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '服务条款' })).toHaveAttribute(
      'href',
      '/en/termsPage?sts=0',
    );
    await expect(canvas.getByRole('link', { name: '隐私政策' })).toHaveAttribute(
      'href',
      '/en/termsPage?sts=1',
    );
  },
};

/** Before the config arrives: promises and links only, no empty paragraphs. */
export const NoConfig: Story = {
  args: { config: null },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    await expect(canvasElement.querySelectorAll('p')).toHaveLength(0);
  },
};

/**
 * The footer with and without config, for visual review. Each sits in its own labelled section, so the
 * page has no duplicate contentinfo landmark.
 */
export const AllStates: Story = {
  args: { config: sampleConfig },
  render: (args) => (
    <div className="flex flex-col gap-6 md:w-5xl">
      <section aria-label="With config">
        <SiteFooter {...args} />
      </section>
      <section aria-label="Before the config loads">
        <SiteFooter {...args} config={null} />
      </section>
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const en = globals.locale === 'en';
    await expect(canvas.getAllByText(en ? '7-day no-reason returns' : '7天无理由退货')).toHaveLength(2);
    await expect(canvas.getAllByRole('link', { name: en ? 'Privacy policy' : '隐私政策' })).toHaveLength(2);
    await expect(
      canvas.getByText(en ? 'Global Select Mall Co., Ltd.' : '环球优选商城有限公司'),
    ).toBeVisible();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

import { useEffect, useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createClock } from '@sinonjs/fake-timers';
import { matrix } from '../../storybook/matrix.ts';
import { refusesEmptySearch } from '../../storybook/search.ts';
import { sampleConfig } from '../SiteFooter/siteConfig.fixtures.ts';
import { SiteHeader, type SearchTimers } from './SiteHeader.tsx';

// A fresh fake clock per story (beforeEach); the timers object handed to the component stays the same.
let fake = createClock(0);
const timers: SearchTimers = {
  setTimeout: (callback, ms) => fake.setTimeout(callback, ms),
  clearTimeout: (id) => fake.clearTimeout(id as ReturnType<typeof fake.setTimeout>),
};

/** A logo picture as the config would give it (an inline SVG, so stories need no network). */
const logo =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48">' +
      '<rect width="48" height="48" rx="10" fill="#e1251b"/>' +
      '<path d="M14 18h20l-2 16H16z M19 18a5 5 0 0 1 10 0" fill="none" stroke="#fff" stroke-width="3"/>' +
      '<rect x="58" y="14" width="94" height="8" rx="4" fill="#e1251b"/>' +
      '<rect x="58" y="28" width="64" height="6" rx="3" fill="#a1a1aa"/></svg>',
  );

const hotWords = ['手机', '连衣裙', '笔记本电脑', 'Air Fryer', '运动鞋'];
const emptyMessage = (locale: unknown) =>
  locale === 'en' ? 'Product name cannot be empty' : '商品名称不能为空';

const meta = {
  title: 'Mall/SiteHeader',
  component: SiteHeader,
  args: {
    config: { ...sampleConfig, pcLogoImg: logo },
    hotWords,
    onSearch: fn(),
    timers,
  },
  beforeEach: () => {
    fake = createClock(0);
  },
} satisfies Meta<typeof SiteHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Logo picture named by the config's logo text, Home and All products links. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '环球优选商城' })).toHaveAttribute('src', logo);
    await expect(canvas.getByRole('link', { name: '环球优选商城' })).toHaveAttribute('href', '/');
    const nav = canvas.getByRole('navigation', { name: '主导航' });
    await expect(within(nav).getByRole('link', { name: '首页' })).toHaveAttribute('href', '/');
    await expect(within(nav).getByRole('link', { name: '全部商品' })).toHaveAttribute('href', '/list?st=0');
    await expect(canvas.getByRole('search', { name: '商品搜索' })).toBeInTheDocument();
    await expect(canvas.getByRole('searchbox', { name: '商品名称' })).toHaveAttribute(
      'placeholder',
      '搜索商品',
    );
  },
};

/** The app's path builder puts English pages under /en. */
export const EnglishHrefs: Story = {
  args: { href: (path: string) => `/en${path}` },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '全部商品' })).toHaveAttribute('href', '/en/list?st=0');
    await expect(canvas.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/en/');
    await expect(canvas.getByRole('link', { name: '连衣裙' })).toHaveAttribute(
      'href',
      '/en/list?pn=%E8%BF%9E%E8%A1%A3%E8%A3%99&st=0',
    );
  },
};

/** Without a logo picture the logo text is shown; without any config a generic home label. */
export const TextLogo: Story = {
  args: { config: { pcLogoImgText: '环球优选商城' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('link', { name: '环球优选商城' })).toHaveTextContent('环球优选商城');
  },
};

export const NoConfig: Story = {
  args: { config: null, hotWords: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '商城首页' })).toHaveAttribute('href', '/');
    await expect(canvas.queryByText('热门搜索')).toBeNull();
  },
};

/** Spaces only: the message shows for exactly one second and nothing is searched. */
export const EmptySearch: Story = {
  play: async ({ canvas, args }) => {
    const box = await refusesEmptySearch(canvas, (ms) => fake.tick(ms), args.onSearch);
    await expect(box).not.toHaveAttribute('aria-invalid');
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** A second empty submit restarts the second rather than stacking timers. */
export const EmptySearchTwice: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: '搜索' });
    await userEvent.click(button);
    await canvas.findByRole('alert');
    fake.tick(600);
    await userEvent.click(button);
    fake.tick(600);
    await expect(canvas.getByRole('alert')).toBeVisible();
    fake.tick(400);
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
};

/** A real term is trimmed and searched with Enter; the message never shows. */
export const SearchTerm: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: '商品名称' }), '  蓝牙耳机 {Enter}');
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith('蓝牙耳机');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The list page starts the box with its current term; the button searches it. */
export const WithTerm: Story = {
  args: { defaultTerm: '手机' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('searchbox', { name: '商品名称' })).toHaveValue('手机');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onSearch).toHaveBeenCalledWith('手机');
  },
};

/** Clicking a popular search word searches it and puts it in the box. */
export const PopularSearch: Story = {
  play: async ({ canvas, args }) => {
    const popular = canvas.getByRole('list', { name: '热门搜索' });
    const word = within(popular).getByRole('link', { name: '连衣裙' });
    await expect(word).toHaveAttribute('href', '/list?pn=%E8%BF%9E%E8%A1%A3%E8%A3%99&st=0');
    await userEvent.click(word);
    await expect(args.onSearch).toHaveBeenCalledWith('连衣裙');
    await expect(canvas.getByRole('searchbox', { name: '商品名称' })).toHaveValue('连衣裙');
  },
};

/** Shows the empty-name message at once (never ticked clock): the visual review of that state. */
function EmptyErrorHeader(props: Parameters<typeof SiteHeader>[0]) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector('form')?.requestSubmit();
  }, []);
  return (
    <div ref={ref}>
      <SiteHeader {...props} />
    </div>
  );
}

/**
 * The header with a logo picture and popular searches, and with a text logo showing the empty-name
 * message. Each sits in its own labelled section with distinct landmark names.
 */
export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col gap-10 pb-10 md:w-5xl">
      <section aria-label="Logo picture">
        <SiteHeader {...args} />
      </section>
      <section aria-label="Text logo, empty search">
        <EmptyErrorHeader
          {...args}
          config={{ pcLogoImgText: sampleConfig.pcLogoImgText ?? '' }}
          navLabel="Main (text logo)"
          searchLabel="Product search (text logo)"
        />
      </section>
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const en = globals.locale === 'en';
    await expect(canvas.getAllByRole('link', { name: en ? 'All products' : '全部商品' })).toHaveLength(2);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(emptyMessage(globals.locale));
    const popular = canvas.getAllByText(en ? 'Popular searches' : '热门搜索')[0]!;
    if (globals.viewport?.value === 'mobile') await expect(popular).not.toBeVisible();
    else await expect(popular).toBeVisible();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

import { useEffect, useRef, useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createClock } from '@sinonjs/fake-timers';
import { useLingui } from '@lingui/react/macro';
import type { HomeSection as WireHomeSection, Page, ShopHead } from '@mall/domain';
import { matrix } from '../../storybook/matrix.ts';
import { refusesEmptySearch } from '../../storybook/search.ts';
import { frozenClock, fromFakeClock, type Clock } from '../../lib/clock.ts';
import { categoryTree, demoProducts, shops } from '../../storybook/fixtures/catalog.ts';
import {
  banners,
  homeSections,
  hotSearches,
  mobileBanners,
  topNotices,
} from '../../storybook/fixtures/home.ts';
import { HomeScreen } from './HomeScreen.tsx';
import { Banners, CategoryNav, Notices } from './HomeScreen.tsx';
import { HomeSearch } from './HomeSearch.tsx';
import { BANNER_INTERVAL_MS } from './BannerCarousel.tsx';
import { CouponRow, type HomeCoupon } from './Promotions.tsx';
import { HomeSection, linkTo, ProductSection, StoreList } from './parts.tsx';

const START = Date.UTC(2026, 5, 18, 2, 0, 0);
type FakeClock = ReturnType<typeof createClock>;

const shopPage = (records: ShopHead[]): Page<ShopHead> => ({
  records,
  total: records.length,
  size: 10,
  current: 1,
  pages: 1,
});

/** A coupon of the coupon centre as the home row gets it (claimable unless said otherwise). */
const homeCoupon = (over: Partial<HomeCoupon> & Pick<HomeCoupon, 'couponId' | 'couponName'>): HomeCoupon => ({
  couponType: 1,
  cashCondition: 0,
  reduceAmount: 0,
  couponDiscount: 0,
  shopId: 0,
  shopName: '',
  suitableProdType: 0,
  startTime: '2026-11-01 00:00:00',
  endTime: '2026-12-31 23:59:59',
  stocks: 50,
  limitNum: 1,
  receivedNum: 0,
  canReceive: true,
  ...over,
});

const coupons: HomeCoupon[] = [
  homeCoupon({ couponId: 1, couponName: '全场通用券', reduceAmount: 20, cashCondition: 199 }),
  homeCoupon({
    couponId: 2,
    couponName: '数码品类券',
    couponType: 2,
    couponDiscount: 8.5,
    shopId: 3,
    shopName: '数码官方旗舰店',
  }),
  homeCoupon({ couponId: 3, couponName: '新人无门槛券', reduceAmount: 5 }),
];

const loaded = {
  hotSearches: { data: hotSearches },
  banners: { data: banners },
  notices: { data: topNotices },
  categories: { data: categoryTree },
  latestProducts: { data: demoProducts(5) },
  bestSellers: { data: demoProducts(5, { from: 6 }) },
  homeSections: { data: homeSections },
  recommendShops: { data: shops },
};

const meta = {
  title: 'Screens/HomeScreen',
  component: HomeScreen,
  parameters: { layout: 'fullscreen' },
  args: { ...loaded, onNavigate: fn(), onSearchShops: fn(), onCloseShopResults: fn() },
  // A fresh fake clock per story: the screen schedules on it, the play function ticks it.
  loaders: [
    () => {
      const clock = createClock(START);
      return { clock, componentClock: fromFakeClock(clock) };
    },
  ],
  render: (args, { loaded: data }) => <HomeScreen {...args} clock={data.componentClock as Clock} />,
} satisfies Meta<typeof HomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waits until the screen has set its timers on the fake clock, so that ticks reach them. */
const started = (clock: FakeClock) => waitFor(() => expect(clock.countTimers()).toBeGreaterThan(0));
const section = (canvas: ReturnType<typeof within>, name: string) => canvas.getByRole('region', { name });

/** Every section with data; no promotions, so their sections are absent. */
export const Full: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '商城首页' })).toBeInTheDocument();
    // Category navigation: top categories and their children link to the list by category.
    const nav = canvas.getByRole('navigation', { name: '商品分类' });
    await expect(within(nav).getByRole('link', { name: '手机数码' })).toHaveAttribute(
      'href',
      '/list?categoryId=2',
    );
    await expect(within(nav).getByRole('link', { name: '耳机音响' })).toHaveAttribute(
      'href',
      '/list?categoryId=22',
    );
    // New arrivals, best sellers, the tagged sections and preferred stores.
    const latest = section(canvas, '新品上架');
    await expect(within(within(latest).getByRole('list')).getAllByRole('link')).toHaveLength(5);
    await expect(
      within(latest).getByRole('link', { name: '北欧风陶瓷马克杯 350ml 简约咖啡杯' }),
    ).toHaveAttribute('href', '/detail/1001');
    await expect(section(canvas, '热销商品')).toBeInTheDocument();
    await expect(section(canvas, '每日好物')).toBeInTheDocument();
    await expect(section(canvas, '居家精选')).toBeInTheDocument();
    const stores = section(canvas, '优选店铺');
    await expect(within(stores).getByRole('link', { name: '数码官方旗舰店' })).toHaveAttribute(
      'href',
      '/shop/2',
    );
    // Promotions have no data yet: hidden.
    for (const name of ['限时特惠', '拼团', '秒杀', '领券中心'])
      await expect(canvas.queryByRole('heading', { name })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '重试' })).toBeNull();
  },
};

/** Plain clicks route on the client with the bare path. */
export const ClientNavigation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('link', { name: '旗舰智能手机 8GB+256GB 曜石黑 5G 全网通' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/detail/1002');
    await userEvent.click(canvas.getByRole('link', { name: '茶香四溢茶庄' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/shop/4');
    await userEvent.click(canvas.getByRole('link', { name: '跑步装备' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/list?categoryId=31');
  },
};

/** English pages: every link carries the /en prefix the app's builder adds. */
export const EnglishHrefs: Story = {
  args: { href: (path: string) => `/en${path}` },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '运动户外' })).toHaveAttribute(
      'href',
      '/en/list?categoryId=3',
    );
    await expect(canvas.getByRole('link', { name: '环球优选家居旗舰店' })).toHaveAttribute(
      'href',
      '/en/shop/1',
    );
    await expect(canvas.getByRole('link', { name: '蓝牙耳机' })).toHaveAttribute(
      'href',
      '/en/list?pn=%E8%93%9D%E7%89%99%E8%80%B3%E6%9C%BA&st=0',
    );
  },
};

/** Every section waiting for its data: skeletons, the search still usable. */
export const Loading: Story = {
  args: {
    hotSearches: { loading: true },
    banners: { loading: true },
    notices: { loading: true },
    categories: { loading: true },
    latestProducts: { loading: true },
    bestSellers: { loading: true },
    homeSections: { loading: true },
    recommendShops: { loading: true },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status').length).toBeGreaterThanOrEqual(8);
    await expect(within(section(canvas, '新品上架')).getByRole('status')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('searchbox', { name: '商品名称' })).toBeEnabled();
    await expect(canvas.queryByRole('link', { name: '手机数码' })).toBeNull();
  },
};

/**
 * Waiting for its data (the first 200 ms, before any skeleton may show), every section already holds the
 * space its skeleton takes, invisibly: the page is as tall as when loading, so nothing moves (layout
 * shift) when the skeletons or the data come.
 */
export const WaitingHoldsTheSpace: Story = {
  render: function Render(args, { loaded: data }) {
    const [phase, setPhase] = useState<'waiting' | 'loading'>('waiting');
    const sections = [
      'hotSearches',
      'banners',
      'notices',
      'categories',
      'latestProducts',
      'bestSellers',
      'homeSections',
      'recommendShops',
    ] as const;
    const state = Object.fromEntries(
      sections.map((name) => [name, phase === 'loading' ? { loading: true } : {}]),
    );
    return (
      <div>
        <button type="button" onClick={() => setPhase('loading')}>
          200 ms later
        </button>
        <HomeScreen {...args} {...state} clock={data.componentClock as Clock} data-testid="home" />
      </div>
    );
  },
  play: async ({ canvas }) => {
    const home = canvas.getByTestId('home');
    await expect(within(home).queryAllByRole('status')).toHaveLength(0);
    const waitingHeight = home.getBoundingClientRect().height;
    await userEvent.click(canvas.getByRole('button', { name: '200 ms later' }));
    await waitFor(() => expect(within(home).getAllByRole('status').length).toBeGreaterThanOrEqual(8));
    await expect(home.getBoundingClientRect().height).toBe(waitingHeight);
  },
};

const retry = () => fn();

/** Every call failed: each section offers its own retry; the page never blanks. */
export const Errors: Story = {
  args: {
    hotSearches: { error: true, onRetry: retry() },
    banners: { error: true, onRetry: retry() },
    notices: { error: true, onRetry: retry() },
    categories: { error: true, onRetry: retry() },
    latestProducts: { error: true, onRetry: retry() },
    bestSellers: { error: true, onRetry: retry() },
    homeSections: { error: true, onRetry: retry() },
    recommendShops: { error: true, onRetry: retry() },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('button', { name: '重试' })).toHaveLength(8);
    const latest = section(canvas, '新品上架');
    await expect(latest).toHaveTextContent('新品上架加载失败。');
    await userEvent.click(within(latest).getByRole('button', { name: '重试' }));
    await expect(args.latestProducts?.onRetry).toHaveBeenCalledTimes(1);
    await expect(args.bestSellers?.onRetry).not.toHaveBeenCalled();
    await userEvent.click(within(section(canvas, '优选店铺')).getByRole('button', { name: '重试' }));
    await expect(args.recommendShops?.onRetry).toHaveBeenCalledTimes(1);
    // The search still works.
    await expect(canvas.getByRole('search', { name: '搜索商品或店铺' })).toBeInTheDocument();
  },
};

/** Some sections answered, others failed or are empty: each stands on its own. */
export const Mixed: Story = {
  args: {
    bestSellers: { error: true, onRetry: retry() },
    latestProducts: { data: [] },
    recommendShops: { data: [] },
    homeSections: { loading: true },
  },
  play: async ({ canvas }) => {
    await expect(section(canvas, '新品上架')).toHaveTextContent('暂无商品');
    await expect(
      within(section(canvas, '热销商品')).getByRole('button', { name: '重试' }),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: '优选店铺' })).toBeNull();
    await expect(canvas.getByRole('link', { name: '家居生活' })).toBeInTheDocument();
  },
};

/** Promotions given as empty lists (or not at all): their sections are hidden. */
export const EmptyPromotionsHidden: Story = {
  args: { limitedOffers: [], groupBuying: [], flashSale: [], coupons: [] },
  play: async ({ canvas }) => {
    for (const name of ['限时特惠', '拼团', '秒杀', '领券中心'])
      await expect(canvas.queryByRole('heading', { name })).toBeNull();
    await expect(canvas.getByRole('heading', { name: '新品上架' })).toBeInTheDocument();
  },
};

/** With promotion data: each section shows with a link to its page; coupons can be claimed. */
export const WithPromotions: Story = {
  args: {
    limitedOffers: demoProducts(4, { from: 40 }),
    groupBuying: demoProducts(3, { from: 50 }),
    flashSale: demoProducts(3, { from: 60 }).map((p, i) => ({ ...p, path: `/secdetail/${900 + i}` })),
    coupons,
    onClaimCoupon: fn(),
  },
  play: async ({ canvas, args }) => {
    const offers = section(canvas, '限时特惠');
    await expect(within(offers).getByRole('link', { name: '更多' })).toHaveAttribute(
      'href',
      '/special-discount',
    );
    const group = section(canvas, '拼团');
    await expect(within(group).getByRole('link', { name: '更多' })).toHaveAttribute('href', '/group-buy');
    // Each card carries the activity's mark besides the heading.
    await expect(within(group).getAllByText('拼团')).toHaveLength(4);
    const flash = section(canvas, '秒杀');
    await expect(within(flash).getByRole('link', { name: '更多' })).toHaveAttribute('href', '/flash-sale');
    await expect(within(flash).getAllByRole('link')[1]).toHaveAttribute('href', '/secdetail/900');
    const center = section(canvas, '领券中心');
    await expect(within(center).getByRole('link', { name: '更多' })).toHaveAttribute('href', '/coupons');
    await expect(center).toHaveTextContent('满¥199.00可用');
    await expect(center).toHaveTextContent('无门槛');
    // The coupon centre's card: the validity and the stock left with the limit.
    await expect(center).toHaveTextContent('有效期 2026.11.01 - 2026.12.31');
    await expect(center).toHaveTextContent('剩余 50 张 · 每人限领 1 张');
    await userEvent.click(within(center).getByRole('button', { name: '领取 数码品类券' }));
    await expect(args.onClaimCoupon).toHaveBeenCalledWith(2);
  },
};

/**
 * The coupon row's claim states (the coupon centre's facts): claimed to the limit and none left are
 * disabled and say why; the one being claimed is busy and swallows a click.
 */
export const CouponClaimStates: Story = {
  args: {
    coupons: coupons.map((coupon, i) => ({
      ...coupon,
      stocks: i === 1 ? 0 : 10,
      limitNum: 1,
      receivedNum: i === 0 ? 1 : 0,
      canReceive: i > 1,
    })),
    onClaimCoupon: fn(),
    claimingCouponId: 3,
  },
  play: async ({ canvas, args }) => {
    const center = section(canvas, '领券中心');
    const buttons = within(center).getAllByRole('button');
    await expect(buttons[0]).toBeDisabled();
    await expect(buttons[0]).toHaveTextContent('已领取');
    await expect(buttons[1]).toBeDisabled();
    await expect(buttons[1]).toHaveTextContent('已领完');
    // None left: the card says so on its stock line, in the button's word.
    await expect(center).toHaveTextContent('已领完 · 每人限领 1 张');
    await expect(buttons[2]).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(buttons[2]!);
    await expect(args.onClaimCoupon).not.toHaveBeenCalled();
  },
};

/** A product search goes to the list with the trimmed term. */
export const ProductSearch: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: '商品名称' }), '  蓝牙耳机 {Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/list?pn=%E8%93%9D%E7%89%99%E8%80%B3%E6%9C%BA&st=0');
    await expect(args.onSearchShops).not.toHaveBeenCalled();
  },
};

/** A popular search word links to the list search of that word. */
export const PopularSearch: Story = {
  play: async ({ canvas, args }) => {
    const popular = canvas.getByRole('list', { name: '热门搜索' });
    const word = within(popular).getByRole('link', { name: '绿茶' });
    await expect(word).toHaveAttribute('href', '/list?pn=%E7%BB%BF%E8%8C%B6&st=0');
    await userEvent.click(word);
    await expect(args.onNavigate).toHaveBeenCalledWith('/list?pn=%E7%BB%BF%E8%8C%B6&st=0');
  },
};

/** Spaces only: the domain's message shows for one second and nothing is searched. */
export const SearchRefusesEmptyTerm: Story = {
  play: async ({ canvas, args, loaded: data }) => {
    const clock = data.clock as FakeClock;
    await refusesEmptySearch(canvas, (ms) => clock.tick(ms), args.onNavigate);
    // The store search refuses an empty term the same way.
    await userEvent.click(canvas.getByRole('radio', { name: '店铺' }));
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('商品名称不能为空');
    await expect(args.onSearchShops).not.toHaveBeenCalled();
  },
};

/** The switch turns the box into a store search, which asks the app for stores. */
export const StoreSearch: Story = {
  play: async ({ canvas, args }) => {
    const stores = canvas.getByRole('radio', { name: '店铺' });
    await userEvent.click(stores);
    await expect(stores).toBeChecked();
    const box = canvas.getByRole('searchbox', { name: '店铺名称' });
    await expect(box).toHaveAttribute('placeholder', '搜索店铺');
    await userEvent.type(box, ' 旗舰 {Enter}');
    await expect(args.onSearchShops).toHaveBeenCalledWith('旗舰');
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

/** The stores found, each linking to its page; the panel can be closed. */
export const StoreResults: Story = {
  args: { defaultSearchMode: 'stores', shopResults: { term: '旗舰', data: shopPage(shops.slice(0, 2)) } },
  play: async ({ canvas, args }) => {
    const results = section(canvas, '与“旗舰”匹配的店铺');
    await expect(results).toHaveTextContent('找到 2 家店铺');
    const list = within(results).getByRole('list', { name: '店铺搜索结果' });
    await expect(within(list).getByRole('link', { name: '环球优选家居旗舰店' })).toHaveAttribute(
      'href',
      '/shop/1',
    );
    await userEvent.click(within(list).getByRole('link', { name: '数码官方旗舰店' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/shop/2');
    await userEvent.click(within(results).getByRole('button', { name: '关闭' }));
    await expect(args.onCloseShopResults).toHaveBeenCalledTimes(1);
  },
};

export const StoreResultsEmpty: Story = {
  args: { defaultSearchMode: 'stores', shopResults: { term: '不存在', data: shopPage([]) } },
  play: async ({ canvas }) => {
    await expect(section(canvas, '与“不存在”匹配的店铺')).toHaveTextContent('没有找到店铺');
  },
};

export const StoreResultsError: Story = {
  args: { defaultSearchMode: 'stores', shopResults: { term: '旗舰', error: true, onRetry: fn() } },
  play: async ({ canvas, args }) => {
    const results = section(canvas, '与“旗舰”匹配的店铺');
    await userEvent.click(within(results).getByRole('button', { name: '重试' }));
    await expect(args.shopResults?.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Notices: a click opens the notice's page; "More" goes to the notice list. */
export const NoticeOpens: Story = {
  play: async ({ canvas, args }) => {
    const more = canvas.getByRole('link', { name: '更多公告' });
    await expect(more).toHaveAttribute('href', '/notice-list');
    await userEvent.click(canvas.getByRole('button', { name: '618 年中大促 6月18日零点开抢' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/notice-detail?id=101');
    await userEvent.click(more);
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/notice-list');
  },
};

const carousel = (canvas: ReturnType<typeof within>) => canvas.getByRole('region', { name: '轮播图' });
const currentSlide = (root: HTMLElement) => root.querySelector('[data-current]') as HTMLElement;

/** Next, previous and the dots change the slide; a banner of type 0 links to its product. */
export const BannerControls: Story = {
  play: async ({ canvas, args }) => {
    const root = carousel(canvas);
    await expect(currentSlide(root)).toHaveAccessibleName('第 1 张，共 4 张');
    await expect(within(root).getByRole('link', { name: '618 年中大促' })).toHaveAttribute(
      'href',
      '/detail/1001',
    );
    await userEvent.click(within(root).getByRole('button', { name: '下一张' }));
    await expect(currentSlide(root)).toHaveAccessibleName('第 2 张，共 4 张');
    await expect(within(root).getByRole('link', { name: '数码新品首发' })).toBeVisible();
    await userEvent.click(within(root).getByRole('button', { name: '上一张' }));
    await userEvent.click(within(root).getByRole('button', { name: '上一张' }));
    await expect(currentSlide(root)).toHaveAccessibleName('第 4 张，共 4 张');
    // The last banner is a plain picture: no link.
    await expect(within(currentSlide(root)).queryByRole('link')).toBeNull();
    await expect(within(currentSlide(root)).getByRole('img', { name: '好茶节' })).toBeVisible();
    const third = within(root).getByRole('button', { name: '显示第 3 张' });
    await userEvent.click(third);
    await expect(third).toHaveAttribute('aria-current', 'true');
    await expect(currentSlide(root)).toHaveAccessibleName('第 3 张，共 4 张');
    // Keyboard: arrows move while focus is inside.
    await userEvent.keyboard('{ArrowRight}');
    await expect(currentSlide(root)).toHaveAccessibleName('第 4 张，共 4 张');
    await userEvent.keyboard('{ArrowRight}');
    await expect(currentSlide(root)).toHaveAccessibleName('第 1 张，共 4 张');
    await userEvent.click(within(root).getByRole('link', { name: '618 年中大促' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/detail/1001');
  },
};

/** With `onOpenBanner`, a banner's link goes there (the app logs a detail opened from a banner). */
export const BannerOpensApart: Story = {
  args: { onOpenBanner: fn() },
  play: async ({ canvas, args }) => {
    const root = carousel(canvas);
    await userEvent.click(within(root).getByRole('link', { name: '618 年中大促' }));
    await expect(args.onOpenBanner).toHaveBeenCalledWith('/detail/1001');
    await expect(args.onNavigate).not.toHaveBeenCalled();
    // Other links still navigate as usual.
    await userEvent.click(canvas.getByRole('link', { name: '跑步装备' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/list?categoryId=31');
    await expect(args.onOpenBanner).toHaveBeenCalledTimes(1);
  },
};

/** Autoplay turns to the next banner every five seconds, and stops while hovered. */
export const BannerAutoplay: Story = {
  play: async ({ canvas, loaded: data }) => {
    const clock = data.clock as FakeClock;
    const root = carousel(canvas);
    await started(clock);
    clock.tick(BANNER_INTERVAL_MS - 1);
    await expect(currentSlide(root)).toHaveAccessibleName('第 1 张，共 4 张');
    clock.tick(1);
    await waitFor(() => expect(currentSlide(root)).toHaveAccessibleName('第 2 张，共 4 张'));
    clock.tick(BANNER_INTERVAL_MS);
    await waitFor(() => expect(currentSlide(root)).toHaveAccessibleName('第 3 张，共 4 张'));
    await userEvent.hover(root);
    clock.tick(BANNER_INTERVAL_MS * 3);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(currentSlide(root)).toHaveAccessibleName('第 3 张，共 4 张');
    await userEvent.unhover(root);
    await started(clock);
    clock.tick(BANNER_INTERVAL_MS);
    await waitFor(() => expect(currentSlide(root)).toHaveAccessibleName('第 4 张，共 4 张'));
  },
};

/** Focus inside the carousel stops the autoplay, so a keyboard user is never moved on. */
export const BannerPausesOnFocus: Story = {
  play: async ({ canvas, loaded: data }) => {
    const clock = data.clock as FakeClock;
    const root = carousel(canvas);
    await started(clock);
    within(root).getByRole('button', { name: '下一张' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(currentSlide(root)).toHaveAccessibleName('第 2 张，共 4 张');
    clock.tick(BANNER_INTERVAL_MS * 2);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(currentSlide(root)).toHaveAccessibleName('第 2 张，共 4 张');
  },
};

/** The shape of the shown carousel's frame: width over height. */
const frameRatio = (root: HTMLElement) => {
  const frame = currentSlide(root).parentElement!.getBoundingClientRect();
  return frame.width / frame.height;
};

/**
 * On a phone the mobile banners show, in their 15:7 frame, and the PC ones (in the page too, as the
 * server's page serves both widths) are hidden; a mobile banner's click still opens apart (page id 2).
 */
export const MobileBannersOnPhone: Story = {
  args: { mobileBanners: { data: mobileBanners }, onOpenBanner: fn() },
  globals: matrix.zhMobile,
  play: async ({ canvas, args }) => {
    const root = carousel(canvas);
    await expect(currentSlide(root)).toHaveAccessibleName('第 1 张，共 2 张');
    await expect(within(root).getByRole('img', { name: '手机专享 新人礼' })).toBeVisible();
    await expect(frameRatio(root)).toBeCloseTo(15 / 7, 1);
    await expect(canvas.getByAltText('618 年中大促')).not.toBeVisible();
    await expect(canvas.queryByRole('img', { name: '618 年中大促' })).toBeNull();
    await expect(canvas.getAllByRole('region', { name: '轮播图' })).toHaveLength(1);
    await userEvent.click(within(root).getByRole('link', { name: '手机专享 新人礼' }));
    await expect(args.onOpenBanner).toHaveBeenCalledWith('/detail/1004');
    await expect(args.onNavigate).not.toHaveBeenCalled();
    // The second mobile banner is a plain picture.
    await userEvent.click(within(root).getByRole('button', { name: '下一张' }));
    await expect(within(currentSlide(root)).getByRole('img', { name: '掌上秒杀' })).toBeVisible();
    await expect(within(currentSlide(root)).queryByRole('link')).toBeNull();
  },
};

/** On PC the same page shows the PC banners in their 3:1 frame; the mobile ones are hidden. */
export const MobileBannersOnPc: Story = {
  args: { mobileBanners: { data: mobileBanners } },
  globals: matrix.zhPc,
  play: async ({ canvas }) => {
    const root = carousel(canvas);
    await expect(currentSlide(root)).toHaveAccessibleName('第 1 张，共 4 张');
    await expect(within(root).getByRole('img', { name: '618 年中大促' })).toBeVisible();
    await expect(frameRatio(root)).toBeCloseTo(3, 1);
    await expect(canvas.getByAltText('手机专享 新人礼')).not.toBeVisible();
    await expect(canvas.getAllByRole('region', { name: '轮播图' })).toHaveLength(1);
  },
};

/** A mall that made no mobile banners: the phone shows the PC ones, as it always did. */
export const NoMobileBannersOnPhone: Story = {
  args: { mobileBanners: { data: [] }, onOpenBanner: fn() },
  globals: matrix.zhMobile,
  play: async ({ canvas, args }) => {
    const root = carousel(canvas);
    await expect(currentSlide(root)).toHaveAccessibleName('第 1 张，共 4 张');
    await expect(within(root).getByRole('img', { name: '618 年中大促' })).toBeVisible();
    await expect(frameRatio(root)).toBeCloseTo(3, 1);
    await userEvent.click(within(root).getByRole('link', { name: '618 年中大促' }));
    await expect(args.onOpenBanner).toHaveBeenCalledWith('/detail/1001');
  },
};

/** The mobile list failed: the phone shows the PC banners rather than an error in their place. */
export const MobileBannersFailedOnPhone: Story = {
  args: { mobileBanners: { error: true, onRetry: fn() } },
  globals: matrix.zhMobile,
  play: async ({ canvas }) => {
    await expect(within(carousel(canvas)).getByRole('img', { name: '618 年中大促' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '重试' })).toBeNull();
  },
};

/**
 * The mobile list still loading: the phone shows the banners' skeleton, not the PC banners it might
 * replace a moment later; a PC shows its own banners meanwhile.
 */
export const MobileBannersLoadingOnPhone: Story = {
  args: { mobileBanners: { loading: true } },
  globals: matrix.zhMobile,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
    await expect(canvas.getByRole('status')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: '轮播图' })).toBeNull();
    await expect(canvas.getByAltText('618 年中大促')).not.toBeVisible();
  },
};

/** Sections of each style (the console's choice), and one of a style the storefront does not know. */
const styledSections: WireHomeSection[] = [
  { id: 11, title: '一行滑动', seq: 1, style: 0, productDtoList: demoProducts(6, { from: 20 }) },
  { id: 12, title: '两列网格', seq: 2, style: 1, productDtoList: demoProducts(6, { from: 30 }) },
  { id: 13, title: '三列网格', seq: 3, style: 2, productDtoList: demoProducts(7, { from: 40 }) },
  { id: 14, title: '未知样式', seq: 4, style: 9, productDtoList: demoProducts(3, { from: 50 }) },
];

/** A section's product list, its number of grid columns as laid out (0: not a grid). */
const productList = (canvas: ReturnType<typeof within>, name: string) =>
  within(section(canvas, name)).getByRole('list', { name });
const gridColumns = (list: HTMLElement) => {
  const columns = getComputedStyle(list).gridTemplateColumns;
  return getComputedStyle(list).display === 'grid' ? columns.split(' ').length : 0;
};

/** Every product of a grid section is shown: all its cards, none cut off at the side. */
const showsEveryProduct = async (list: HTMLElement, count: number) => {
  const items = within(list).getAllByRole('listitem');
  await expect(items).toHaveLength(count);
  const box = list.getBoundingClientRect();
  for (const item of items) {
    const card = item.getBoundingClientRect();
    await expect(card.left).toBeGreaterThanOrEqual(box.left - 0.5);
    await expect(card.right).toBeLessThanOrEqual(box.right + 0.5);
  }
  await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
};

/**
 * On PC each section follows its style: style 0 five per row, style 1 a grid of four per row, style 2 of
 * six; an unknown style is drawn as style 0.
 */
export const SectionLayouts: Story = {
  args: { homeSections: { data: styledSections } },
  play: async ({ canvas }) => {
    await expect(gridColumns(productList(canvas, '一行滑动'))).toBe(5);
    const grid = productList(canvas, '两列网格');
    await expect(gridColumns(grid)).toBe(4);
    await showsEveryProduct(grid, 6);
    const dense = productList(canvas, '三列网格');
    await expect(gridColumns(dense)).toBe(6);
    await showsEveryProduct(dense, 7);
    await expect(gridColumns(productList(canvas, '未知样式'))).toBe(5);
  },
};

/**
 * On a phone style 0 is one row that scrolls sideways; style 1 is a grid of two per row and style 2 of
 * three, each showing every product; an unknown style scrolls as style 0.
 */
export const SectionLayoutsMobile: Story = {
  args: { homeSections: { data: styledSections } },
  globals: matrix.zhMobile,
  play: async ({ canvas }) => {
    const row = productList(canvas, '一行滑动');
    await expect(gridColumns(row)).toBe(0);
    await expect(row.scrollWidth).toBeGreaterThan(row.clientWidth);
    const grid = productList(canvas, '两列网格');
    await expect(gridColumns(grid)).toBe(2);
    await showsEveryProduct(grid, 6);
    const dense = productList(canvas, '三列网格');
    await expect(gridColumns(dense)).toBe(3);
    await showsEveryProduct(dense, 7);
    const unknown = productList(canvas, '未知样式');
    await expect(gridColumns(unknown)).toBe(0);
    await expect(getComputedStyle(unknown).overflowX).toBe('auto');
  },
};

/** While a grid section loads, its skeleton has the grid's columns: a wide row's worth of cards. */
export const SectionLayoutsLoading: Story = {
  render: () => (
    <div className="flex flex-col gap-4 p-4">
      <ProductSection title="两列网格" section={{ loading: true }} linkTo={linkTo((p) => p)} layout="grid" />
      <ProductSection
        title="三列网格"
        section={{ loading: true }}
        linkTo={linkTo((p) => p)}
        layout="denseGrid"
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const skeleton = (name: string) =>
      within(section(canvas, name)).getByRole('status').lastElementChild as HTMLElement;
    await expect(gridColumns(skeleton('两列网格'))).toBe(4);
    await expect(skeleton('两列网格').children).toHaveLength(4);
    await expect(gridColumns(skeleton('三列网格'))).toBe(6);
    await expect(skeleton('三列网格').children).toHaveLength(6);
  },
};

/** Submits the store search box empty on mount: the refusal message on show, for the visual review. */
function RefusedSearch(props: ComponentProps<typeof HomeSearch>) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector('form')?.requestSubmit();
  }, []);
  return (
    <div ref={ref} className="pb-10">
      <HomeSearch {...props} />
    </div>
  );
}

const still = frozenClock(START);
const plainLinks = linkTo((path) => path);

/**
 * The screen's states in compact panels: store search results, the refused empty search, banners with
 * notices and categories, preferred stores; a loading row, a failed row, coupons, a three-column grid.
 */
function AllStatesPanels() {
  const { t } = useLingui();
  return (
    <div className="grid gap-6 p-4 md:w-[75rem] md:grid-cols-3 md:items-start">
      <div className="flex min-w-0 flex-col gap-4">
        <HomeSearch
          linkTo={plainLinks}
          timers={still}
          defaultMode="stores"
          hotSearches={{ data: hotSearches.slice(0, 4) }}
          shopResults={{ term: '旗舰', data: shopPage(shops.slice(0, 2)) }}
          onCloseShopResults={() => {}}
        />
        <RefusedSearch linkTo={plainLinks} timers={still} searchLabel="Search (refused)" />
        <HomeSection title={t`Coupon center`} linkTo={plainLinks}>
          <CouponRow coupons={coupons.slice(0, 2)} label={t`Coupons`} onClaim={() => {}} />
        </HomeSection>
        <ProductSection
          title={t`Featured products`}
          section={{ data: demoProducts(3, { from: 40 }) }}
          linkTo={plainLinks}
          layout="denseGrid"
        />
      </div>
      <div className="flex min-w-0 flex-col gap-4">
        <Banners
          banners={{ data: banners }}
          mobileBanners={{ data: mobileBanners }}
          linkTo={plainLinks}
          clock={still}
        />
        <Notices notices={{ data: topNotices }} linkTo={plainLinks} onNavigate={undefined} clock={still} />
        <CategoryNav categories={{ data: categoryTree }} linkTo={plainLinks} />
      </div>
      <div className="flex min-w-0 flex-col gap-4">
        <ProductSection title={t`New arrivals`} section={{ loading: true }} linkTo={plainLinks} />
        <ProductSection
          title={t`Best sellers`}
          section={{ error: true, onRetry: () => {} }}
          linkTo={plainLinks}
        />
        <HomeSection title={t`Preferred stores`} linkTo={plainLinks}>
          <StoreList shops={shops.slice(1, 3)} linkTo={plainLinks} label={t`Preferred stores`} />
        </HomeSection>
      </div>
    </div>
  );
}

export const AllStates: Story = {
  render: () => <AllStatesPanels />,
  play: async ({ canvas, globals }) => {
    const en = globals.locale === 'en';
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      en ? 'Product name cannot be empty' : '商品名称不能为空',
    );
    await expect(canvas.getByText(en ? 'Stores matching “旗舰”' : '与“旗舰”匹配的店铺')).toBeVisible();
    await expect(canvas.getByText(en ? 'Could not load Best sellers.' : '热销商品加载失败。')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: en ? 'Retry' : '重试' })).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: en ? 'Next banner' : '下一张' })).toBeVisible();
    // A phone shows the mobile banners, a PC the PC ones.
    const phone = (globals.viewport as { value?: string } | undefined)?.value === 'mobile';
    await expect(canvas.getByRole('img', { name: phone ? '手机专享 新人礼' : '618 年中大促' })).toBeVisible();
    await expect(canvas.getByAltText(phone ? '618 年中大促' : '手机专享 新人礼')).not.toBeVisible();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

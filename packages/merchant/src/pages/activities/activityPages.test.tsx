// The activity pages, one per family driven by the kind's entry: the kinds load them, each entry sends to
// its own endpoints (update when the body holds its id field), and the page gives the kind's screens the
// list query of the address (size included) and the form's state (loading, the activity, not found).
import { describe, expect, it } from 'vitest';
import type { ComponentType, ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SWRConfig, unstable_serialize } from 'swr';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { keyOf, type QueryEndpoint } from '@mall/client';
import { ApiClientProvider } from '@mall/client/swr';
import axios, { type AxiosInstance } from 'axios';
import { activityKinds } from './kinds.ts';
import {
  GroupPage,
  groupKind,
  ProductActivityPage,
  SeckillPage,
  seckillKind,
  type ProductActivityKind,
} from './ProductActivityPage.tsx';
import {
  CouponPage,
  couponKind,
  DiscountPage,
  discountKind,
  PromoPage,
  type PromoEditProps,
  type PromoKind,
} from './PromoPage.tsx';

/** An API client that records each request and answers `true` (or never, for reads). */
function recordingClient() {
  const calls: string[] = [];
  const http = axios.create({
    adapter: (config) => {
      calls.push(`${config.method?.toUpperCase()} ${config.url}`);
      if (config.method === 'get') return new Promise(() => undefined);
      return Promise.resolve({ data: true, status: 200, statusText: 'OK', headers: {}, config });
    },
  });
  return { http, calls };
}

async function html(path: string, page: ReactNode, fallback: Record<string, unknown> = {}): Promise<string> {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
  const { prelude } = await prerender(
    <I18nProvider i18n={i18n}>
      <ApiClientProvider client={recordingClient().http}>
        <SWRConfig value={{ fallback, provider: () => new Map() }}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="kind/*" element={page} />
            </Routes>
          </MemoryRouter>
        </SWRConfig>
      </ApiClientProvider>
    </I18nProvider>,
  );
  return new Response(prelude).text();
}

function endpoint<A, R>(path: string): QueryEndpoint<A, R> {
  return Object.assign(() => new Promise<R>(() => undefined), { path });
}

/** A screen that shows what it was given (functions as their names' presence). */
function shown(name: string): ComponentType<object> {
  const json = (props: object) =>
    JSON.stringify(props, (_key, value: unknown) => (typeof value === 'function' ? 'fn' : value));
  return (props: object) => <pre>{`${name}:${json(props)}`}</pre>;
}

describe('the kinds load the merged pages', () => {
  it("each kind's page is its family's page for that kind", async () => {
    const pageOf = async (key: string) => (await activityKinds.find((k) => k.key === key)!.load()).default;
    expect(await pageOf('seckill')).toBe(SeckillPage);
    expect(await pageOf('group')).toBe(GroupPage);
    expect(await pageOf('discount')).toBe(DiscountPage);
    expect(await pageOf('coupon')).toBe(CouponPage);
  });
});

describe("each kind's entry", () => {
  async function sent(save: (http: AxiosInstance) => Promise<unknown>) {
    const { http, calls } = recordingClient();
    await save(http);
    return calls;
  }

  it('creates without its id field and updates with it, at its own endpoints', async () => {
    expect(await sent((h) => seckillKind.save(h, { prodId: 1 } as never))).toEqual([
      'POST /merchant/seckill',
    ]);
    expect(await sent((h) => seckillKind.save(h, { seckillId: 3 } as never))).toEqual([
      'PUT /merchant/seckill',
    ]);
    expect(await sent((h) => groupKind.save(h, { prodId: 1 } as never))).toEqual(['POST /merchant/group']);
    expect(await sent((h) => groupKind.save(h, { groupActivityId: 3 } as never))).toEqual([
      'PUT /merchant/group',
    ]);
    expect(await sent((h) => couponKind.save(h, { title: 'x' } as never))).toEqual(['POST /merchant/coupon']);
    expect(await sent((h) => couponKind.save(h, { couponId: 3 } as never))).toEqual(['PUT /merchant/coupon']);
    expect(await sent((h) => discountKind.save(h, { name: 'x' } as never))).toEqual([
      'POST /merchant/discount',
    ]);
    expect(await sent((h) => discountKind.save(h, { discountId: 3 } as never))).toEqual([
      'PUT /merchant/discount',
    ]);
  });

  it('stops at its own endpoint and reads its own id field', async () => {
    expect(await sent((h) => seckillKind.stop(h, 5))).toEqual(['PUT /merchant/seckill/5/stop']);
    expect(await sent((h) => groupKind.stop(h, 5))).toEqual(['PUT /merchant/group/5/stop']);
    expect(await sent((h) => couponKind.stop(h, 5))).toEqual(['PUT /merchant/coupon/5/stop']);
    expect(await sent((h) => discountKind.stop(h, 5))).toEqual(['PUT /merchant/discount/5/stop']);
    expect(couponKind.idOf({ couponId: 8 } as never)).toBe(8);
    expect(discountKind.idOf({ discountId: 9 } as never)).toBe(9);
  });
});

const fakeProductKind = {
  list: endpoint('/fake/page'),
  one: endpoint('/fake'),
  stop: () => Promise.resolve(),
  save: () => Promise.resolve(),
  ListScreen: shown('LIST'),
  EditScreen: shown('EDIT'),
} as unknown as ProductActivityKind<{ prodId: number }, object>;

const fakePromoKind = {
  ...fakeProductKind,
  idOf: (activity: { id: number }) => activity.id,
} as unknown as PromoKind<object, object, { id: number }, object>;

describe.each([
  ['flash sales and group buys', <ProductActivityPage key="p" kind={fakeProductKind} />],
  ['discounts and coupons', <PromoPage key="p" kind={fakePromoKind} />],
])('the page of %s', (_, page) => {
  it("gives the kind's list the address's status, page and size", async () => {
    const text = await html('/kind?status=1&current=2&size=20', page);
    expect(text).toContain('LIST:');
    expect(text).toContain(
      '&quot;query&quot;:{&quot;status&quot;:1,&quot;current&quot;:2,&quot;size&quot;:20}',
    );
  });

  it("shows the kind's form loading, then with its activity", async () => {
    const loading = await html('/kind/42', page);
    expect(loading).toContain('EDIT:');
    expect(loading).toContain('&quot;loading&quot;:true');
    expect(loading).toContain('&quot;error&quot;:false');
    const activity = { id: 42, prodId: 7 };
    const ready = await html('/kind/42', page, {
      [unstable_serialize(keyOf(fakeProductKind.one, 42))]: activity,
    });
    expect(ready).toContain('&quot;activity&quot;:{&quot;id&quot;:42,&quot;prodId&quot;:7}');
    expect(ready).toContain('&quot;loading&quot;:false');
  });

  it('shows the empty form at new, and "not found" at an address that is no id', async () => {
    const empty = await html('/kind/new', page);
    expect(empty).toContain('EDIT:');
    expect(empty).not.toContain('&quot;activity&quot;');
    expect(empty).toContain('&quot;loading&quot;:false');
    expect(await html('/kind/abc', page)).toContain('Page not found');
    expect(await html('/kind/42/x', page)).toContain('Page not found');
  });
});

describe('the discount and coupon forms while loading and after a failed load', () => {
  it('show a busy placeholder while loading, and an error with a retry when loading failed', async () => {
    const screens = [couponKind.EditScreen, discountKind.EditScreen] as unknown as ComponentType<
      PromoEditProps<unknown, unknown>
    >[];
    for (const EditScreen of screens) {
      const props = {
        products: [],
        onSubmit: () => Promise.resolve(),
        onCancel: () => undefined,
        onRetry: () => undefined,
        onProductSearch: () => undefined,
      };
      const busy = await html('/kind', <EditScreen {...props} loading error={false} />);
      expect(busy).toContain('aria-busy="true"');
      const failed = await html('/kind', <EditScreen {...props} loading={false} error />);
      expect(failed).toContain('role="alert"');
      expect(failed).toMatch(/The (coupon|session) could not be loaded/);
      expect(failed).toContain('Retry');
    }
  });
});

// The owner's staff endpoints (decisions/0060): each calls its path once with its method and the body as
// given, with the merchant token; their request and answer types are the domain contract's (checked by
// `tsc -b`, as endpointTypes.test.ts does for the others).
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AxiosInstance } from 'axios';
import type {
  MerchantStaff,
  MerchantStaffCreateParam,
  MerchantStaffList,
  MerchantStaffPasswordParam,
  MerchantStaffRoleParam,
  MerchantStaffStatusParam,
} from '@mall/domain';
import { keyOf } from './endpoint.ts';
import { fakeApiClient } from './fakeAdapter.ts';
import * as api from './index.ts';

type Call<A, R> = (http: AxiosInstance, body: A) => Promise<R>;

const staff: MerchantStaff = {
  merchantId: 7,
  username: 'clerk_1',
  role: 'orders',
  note: 'front desk',
  status: 1,
  createTime: '2026-11-26 12:00:00',
  createdBy: 'shop3',
};

describe('merchant staff endpoints', () => {
  it('speak the domain contract', () => {
    expectTypeOf(api.createMerchantStaff).toEqualTypeOf<Call<MerchantStaffCreateParam, MerchantStaff>>();
    expectTypeOf(api.changeMerchantStaffRole).toEqualTypeOf<Call<MerchantStaffRoleParam, boolean>>();
    expectTypeOf(api.setMerchantStaffStatus).toEqualTypeOf<Call<MerchantStaffStatusParam, boolean>>();
    expectTypeOf(api.resetMerchantStaffPassword).toEqualTypeOf<Call<MerchantStaffPasswordParam, boolean>>();
    expectTypeOf(api.deleteMerchantStaff).toEqualTypeOf<Call<number, boolean>>();
    expectTypeOf(api.getMerchantStaff).returns.resolves.toEqualTypeOf<MerchantStaffList>();
  });

  it('call their paths with the merchant token', async () => {
    const { http, requests } = fakeApiClient(
      (c) =>
        c.method?.toUpperCase() === 'GET'
          ? { status: 200, body: JSON.stringify([staff]) }
          : c.method?.toUpperCase() === 'POST'
            ? { status: 200, body: JSON.stringify(staff) }
            : { status: 200, body: 'true' },
      { getToken: () => 'mt', now: () => 1_760_000_000_000 },
    );
    expect(keyOf(api.getMerchantStaff, undefined)).toBe('/merchant/staff');
    expect(await api.getMerchantStaff(http)).toEqual([staff]);
    expect(
      await api.createMerchantStaff(http, { username: 'clerk_1', password: 'rsa', role: 'orders' }),
    ).toEqual(staff);
    expect(await api.changeMerchantStaffRole(http, { merchantId: 7, role: 'chat' })).toBe(true);
    expect(await api.setMerchantStaffStatus(http, { merchantId: 7, status: 0 })).toBe(true);
    expect(await api.resetMerchantStaffPassword(http, { merchantId: 7, password: 'rsa2' })).toBe(true);
    expect(await api.deleteMerchantStaff(http, 7)).toBe(true);
    expect(requests.map((c) => [c.method?.toUpperCase(), c.url, c.data as unknown])).toEqual([
      ['GET', '/merchant/staff', undefined],
      ['POST', '/merchant/staff', '{"username":"clerk_1","password":"rsa","role":"orders"}'],
      ['PUT', '/merchant/staff/role', '{"merchantId":7,"role":"chat"}'],
      ['PUT', '/merchant/staff/status', '{"merchantId":7,"status":0}'],
      ['PUT', '/merchant/staff/password', '{"merchantId":7,"password":"rsa2"}'],
      ['DELETE', '/merchant/staff/7', undefined],
    ]);
    for (const request of requests) expect(request.headers.get('Authorization')).toBe('bearer mt');
  });
});

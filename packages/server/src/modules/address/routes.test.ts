// The address book and the region picker through inject, on PostgreSQL (PGlite instead where PostgreSQL is
// unavailable, decisions/0097): every route's happy path and refusals, the limit, the default's rules
// (also under concurrent requests), ownership and the region check.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { ADDRESS_MAX_COUNT, messages, type Address, type AreaItem } from '@mall/domain';
import { translate } from '../../i18n.ts';
import { users } from '../account/tables.ts';
import { issueToken } from '../account/tokens.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import { expectOk, expectRefused, newUserId, signedRequest, testServer } from '../../test/inject.ts';
import { childrenOf, resolveRegion } from './regions.ts';
import { userAddresses } from './tables.ts';

const home = {
  receiver: '王五',
  mobile: '13900000000',
  provinceId: 440000,
  cityId: 440300,
  areaId: 440305,
  addr: '科技园南路1号',
};
const beijing = { provinceId: 110000, cityId: 110100, areaId: 110105 };

it('loads the region tree: provinces, cities and districts that nest', () => {
  const provinces = childrenOf(0);
  expect(provinces).toHaveLength(31);
  expect(provinces[0]).toEqual({ areaId: 110000, areaName: '北京市', parentId: 0, level: 1 });
  expect(childrenOf(110000)).toEqual([{ areaId: 110100, areaName: '北京市', parentId: 110000, level: 2 }]);
  expect(childrenOf(440300)).toContainEqual({
    areaId: 440305,
    areaName: '南山区',
    parentId: 440300,
    level: 3,
  });
  // A city without districts has itself as its one district.
  expect(childrenOf(441900)).toEqual([{ areaId: 441900, areaName: '东莞市', parentId: 441900, level: 3 }]);
  for (const province of provinces) {
    const cities = childrenOf(province.areaId);
    expect(cities.length, province.areaName).toBeGreaterThan(0);
    for (const city of cities) expect(childrenOf(city.areaId).length, city.areaName).toBeGreaterThan(0);
  }
  expect(childrenOf(999_999)).toEqual([]);
  expect(resolveRegion(440000, 440300, 440305)).toEqual({
    province: '广东省',
    city: '深圳市',
    area: '南山区',
  });
  expect(resolveRegion(310000, 310100, 310115)).toEqual({
    province: '上海市',
    city: '上海市',
    area: '浦东新区',
  });
  expect(resolveRegion(440000, 440300, 440105)).toBeNull(); // a Guangzhou district under Shenzhen
  expect(resolveRegion(110000, 440300, 440305)).toBeNull(); // a Guangdong city under Beijing
  expect(resolveRegion(440000, 440305, 440305)).toBeNull(); // a district as the city
  expect(resolveRegion(440300, 440305, 440305)).toBeNull();
});

describeEachDatabase('the address book', (database) => {
  let app: FastifyInstance;
  const tokens: string[] = [];
  const userIds: string[] = [];

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string | undefined,
    body?: unknown,
    lang = 'zh',
  ) => signedRequest(method, url, body, { token, lang });
  const ok = <T>(options: InjectOptions) => expectOk<T>(app, options);
  const refused = (options: InjectOptions, message: Parameters<typeof translate>[1], lang = 'zh') =>
    expectRefused(app, options, message, undefined, lang === 'en' ? 'en' : 'zh');
  const list = (token: string) => ok<Address[]>(call('GET', '/p/address/list', token));
  const add = (token: string, body: object) => app.inject(call('POST', '/p/address/addAddr', token, body));
  const added = async (token: string, body: object) =>
    ok<number>(call('POST', '/p/address/addAddr', token, body));
  const defaults = (addresses: Address[]) => addresses.filter((a) => a.commonAddr === 1).map((a) => a.addrId);

  /** A fresh user with a token. */
  const newUser = async (): Promise<string> => {
    const { db } = database().handle;
    const userId = newUserId();
    await db.insert(users).values({ userId, userName: `addr_${userId.slice(1, 9)}`, nickName: 'Addresses' });
    userIds.push(userId);
    const { token } = await issueToken(db, userId);
    tokens.push(token);
    return token;
  };

  beforeAll(async () => {
    app = await testServer({
      db: database().handle.db,
    });
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => app?.close());

  it('needs a token on every path', async () => {
    for (const options of [
      call('GET', '/p/area/listByPid?pid=0', undefined),
      call('GET', '/p/address/list', undefined),
      call('GET', '/p/address/addrInfo/1', undefined),
      call('POST', '/p/address/addAddr', undefined, home),
      call('PUT', '/p/address/updateAddr', undefined, { ...home, addrId: 1 }),
      call('DELETE', '/p/address/deleteAddr/1', undefined),
      call('PUT', '/p/address/defaultAddr/1', undefined),
    ]) {
      expect((await app.inject(options)).statusCode, String(options.url)).toBe(401);
    }
  });

  it('answers the regions under a parent, Chinese in both languages; an unknown parent has none', async () => {
    const token = await newUser();
    const provinces = await ok<AreaItem[]>(call('GET', '/p/area/listByPid?pid=0', token));
    expect(provinces).toHaveLength(31);
    expect(provinces).toContainEqual({ areaId: 440000, areaName: '广东省', parentId: 0, level: 1 });
    const cities = await ok<AreaItem[]>(call('GET', '/p/area/listByPid?pid=440000', token, undefined, 'en'));
    expect(cities).toContainEqual({ areaId: 440300, areaName: '深圳市', parentId: 440000, level: 2 });
    const areas = await ok<AreaItem[]>(call('GET', '/p/area/listByPid?pid=440300', token));
    expect(areas.map((a) => a.areaName)).toContain('南山区');
    expect(areas.every((a) => a.level === 3 && a.parentId === 440300)).toBe(true);
    expect(await ok(call('GET', '/p/area/listByPid?pid=999999', token))).toEqual([]);
    expect(await ok(call('GET', '/p/area/listByPid?pid=440305', token))).toEqual([]);
    for (const query of ['', '?pid=', '?pid=abc', '?pid=-1', '?pid=1.5', '?pid=99999999999']) {
      await refused(call('GET', `/p/area/listByPid${query}`, token), messages.regionRequired);
    }
  });

  it('adds addresses: the first is the default, names come from the region data, the list puts the default first', async () => {
    const token = await newUser();
    expect(await list(token)).toEqual([]);
    const first = await added(token, { ...home, province: 'x', city: 'y', area: 'z', commonAddr: 0 });
    let book = await list(token);
    expect(book).toEqual([
      { addrId: first, ...home, province: '广东省', city: '深圳市', area: '南山区', commonAddr: 1 },
    ]);
    const second = await added(token, { ...home, ...beijing, addr: '建国路88号SOHO' });
    book = await list(token);
    expect(book.map((a) => a.addrId)).toEqual([first, second]);
    expect(defaults(book)).toEqual([first]);
    expect(book[1]).toMatchObject({ province: '北京市', city: '北京市', area: '朝阳区', commonAddr: 0 });
    const third = await added(token, { ...home, addr: '深南大道5号', commonAddr: 1 });
    book = await list(token);
    expect(book.map((a) => a.addrId)).toEqual([third, second, first]);
    expect(defaults(book)).toEqual([third]);
    expect(await ok(call('GET', `/p/address/addrInfo/${second}`, token))).toEqual(book[1]);
  });

  it("refuses an address against the domain's rule or with a region that does not nest, storing nothing", async () => {
    const token = await newUser();
    const cases: [object, Parameters<typeof translate>[1]][] = [
      [{ ...home, receiver: '  ' }, messages.receiverRequired],
      [{ ...home, receiver: undefined }, messages.receiverRequired],
      [{ ...home, mobile: '1390000000' }, messages.phoneInvalid],
      [{ ...home, mobile: '23900000000' }, messages.phoneInvalid],
      [{ ...home, addr: '科技园1' }, messages.addressDetailTooShort],
      [{ ...home, addr: undefined }, messages.addressDetailTooShort],
      [{ ...home, provinceId: undefined }, messages.regionRequired],
      [{ ...home, areaId: 0 }, messages.regionRequired],
      [{ ...home, areaId: 440105 }, messages.regionRequired],
      [{ ...home, provinceId: 110000 }, messages.regionRequired],
      [{ ...home, cityId: 440305 }, messages.regionRequired],
      [{ ...home, provinceId: 990000, cityId: 990100, areaId: 990101 }, messages.regionRequired],
      [{ ...home, receiver: '王'.repeat(51) }, messages.invalid],
      [{ ...home, addr: '路'.repeat(201) }, messages.invalid],
    ];
    for (const [body, message] of cases) {
      await refused(call('POST', '/p/address/addAddr', token, body), message);
    }
    await refused(
      call('POST', '/p/address/addAddr', token, { ...home, addr: 'abc' }, 'en'),
      messages.addressDetailTooShort,
      'en',
    );
    expect(await list(token)).toEqual([]);
  });

  it(`stops at ${ADDRESS_MAX_COUNT} addresses with "limit reached"; deleting one makes room again`, async () => {
    const token = await newUser();
    const ids: number[] = [];
    for (let i = 0; i < ADDRESS_MAX_COUNT; i += 1)
      ids.push(await added(token, { ...home, addr: `科技园南路${i}号` }));
    await refused(call('POST', '/p/address/addAddr', token, home), messages.addressLimitReached);
    await refused(call('POST', '/p/address/addAddr', token, home, 'en'), messages.addressLimitReached, 'en');
    expect(translate('en', messages.addressLimitReached)).toBe('Delivery address limit reached');
    expect(translate('zh', messages.addressLimitReached)).toBe('收货地址已达上限');
    expect(await list(token)).toHaveLength(ADDRESS_MAX_COUNT);
    // Editing and choosing the default are never limited.
    await ok(call('PUT', '/p/address/updateAddr', token, { ...home, addrId: ids[3], addr: '科技园北路3号' }));
    await ok(call('PUT', `/p/address/defaultAddr/${ids[3]}`, token));
    await ok(call('DELETE', `/p/address/deleteAddr/${ids[0]}`, token));
    await added(token, home);
    await refused(call('POST', '/p/address/addAddr', token, home), messages.addressLimitReached);
  });

  it('updates an address, moving the default when asked; unsetting the default keeps it', async () => {
    const token = await newUser();
    const a = await added(token, home);
    const b = await added(token, { ...home, addr: '深南大道5号' });
    expect(
      await ok(
        call('PUT', '/p/address/updateAddr', token, {
          ...beijing,
          addrId: b,
          receiver: '赵六',
          mobile: '13700000000',
          addr: '建国路88号SOHO',
        }),
      ),
    ).toBe(true);
    let info = await ok<Address>(call('GET', `/p/address/addrInfo/${b}`, token));
    expect(info).toEqual({
      addrId: b,
      receiver: '赵六',
      mobile: '13700000000',
      addr: '建国路88号SOHO',
      ...beijing,
      province: '北京市',
      city: '北京市',
      area: '朝阳区',
      commonAddr: 0,
    });
    await ok(call('PUT', '/p/address/updateAddr', token, { ...home, addrId: b, commonAddr: 1 }));
    expect(defaults(await list(token))).toEqual([b]);
    await ok(call('PUT', '/p/address/updateAddr', token, { ...home, addrId: b, commonAddr: 0 }));
    expect(defaults(await list(token))).toEqual([b]);
    // Refusals change nothing.
    info = await ok<Address>(call('GET', `/p/address/addrInfo/${a}`, token));
    await refused(
      call('PUT', '/p/address/updateAddr', token, { ...home, addrId: a, addr: '短' }),
      messages.addressDetailTooShort,
    );
    await refused(
      call('PUT', '/p/address/updateAddr', token, { ...home, addrId: a, areaId: 110105 }),
      messages.regionRequired,
    );
    await refused(
      call('PUT', '/p/address/updateAddr', token, { ...home, addr: '没有地址编号的地址' }),
      messages.notFound,
    );
    await refused(
      call('PUT', '/p/address/updateAddr', token, { ...home, addrId: 999_999_999 }),
      messages.notFound,
    );
    expect(await ok(call('GET', `/p/address/addrInfo/${a}`, token))).toEqual(info);
  });

  it('chooses the default and, deleting the default, promotes the newest remaining address', async () => {
    const token = await newUser();
    const a = await added(token, home);
    const b = await added(token, { ...home, addr: '深南大道5号' });
    const c = await added(token, { ...home, addr: '深南大道6号' });
    expect(await ok(call('PUT', `/p/address/defaultAddr/${b}`, token))).toBe(true);
    expect(defaults(await list(token))).toEqual([b]);
    expect((await list(token))[0]!.addrId).toBe(b);
    // Deleting another address leaves the default alone.
    expect(await ok(call('DELETE', `/p/address/deleteAddr/${a}`, token))).toBe(true);
    expect(defaults(await list(token))).toEqual([b]);
    const d = await added(token, { ...home, addr: '深南大道7号' });
    await ok(call('DELETE', `/p/address/deleteAddr/${b}`, token));
    expect(defaults(await list(token))).toEqual([d]);
    await ok(call('DELETE', `/p/address/deleteAddr/${d}`, token));
    expect(await list(token)).toMatchObject([{ addrId: c, commonAddr: 1 }]);
    await ok(call('DELETE', `/p/address/deleteAddr/${c}`, token));
    expect(await list(token)).toEqual([]);
    // The next first address is the default again.
    const e = await added(token, home);
    expect(defaults(await list(token))).toEqual([e]);
    await refused(call('DELETE', `/p/address/deleteAddr/${c}`, token), messages.notFound);
    await refused(call('PUT', `/p/address/defaultAddr/${c}`, token), messages.notFound);
    for (const id of ['0', 'abc', '-1', '1.5', '99999999999']) {
      expect((await app.inject(call('DELETE', `/p/address/deleteAddr/${id}`, token))).statusCode).toBe(400);
      expect((await app.inject(call('GET', `/p/address/addrInfo/${id}`, token))).statusCode).toBe(400);
    }
  });

  it("treats another user's address as unknown: 400 and nothing changes", async () => {
    const mine = await newUser();
    const theirs = await newUser();
    await added(theirs, { ...home, addr: '他人的地址1号' });
    const target = await added(theirs, { ...home, addr: '他人的地址2号' });
    const own = await added(mine, home);
    const before = await list(theirs);
    await refused(call('GET', `/p/address/addrInfo/${target}`, mine), messages.notFound);
    await refused(
      call('PUT', '/p/address/updateAddr', mine, { ...home, addrId: target, commonAddr: 1 }),
      messages.notFound,
    );
    await refused(call('PUT', `/p/address/defaultAddr/${target}`, mine), messages.notFound);
    await refused(call('DELETE', `/p/address/deleteAddr/${before[0]!.addrId}`, mine), messages.notFound);
    expect(await list(theirs)).toEqual(before);
    expect(await list(mine)).toMatchObject([{ addrId: own, commonAddr: 1 }]);
  });

  it('keeps exactly one default and the limit under concurrent requests', async () => {
    const { db } = database().handle;
    const token = await newUser();
    const userId = userIds.at(-1)!;
    // Parallel first addresses: one default.
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => add(token, { ...home, addr: `并发地址${i}号` })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    let book = await list(token);
    expect(book).toHaveLength(8);
    expect(defaults(book)).toHaveLength(1);
    // Parallel default choices, deletions of the default and adds asking to be the default: one default.
    const ids = book.map((a) => a.addrId);
    await Promise.all([
      ...ids.slice(0, 4).map((id) => app.inject(call('PUT', `/p/address/defaultAddr/${id}`, token))),
      app.inject(call('DELETE', `/p/address/deleteAddr/${book[0]!.addrId}`, token)),
      add(token, { ...home, addr: '并发默认地址', commonAddr: 1 }),
      app.inject(call('PUT', '/p/address/updateAddr', token, { ...home, addrId: ids[5], commonAddr: 1 })),
    ]);
    book = await list(token);
    expect(defaults(book)).toHaveLength(1);
    // Parallel adds past the limit: exactly the limit is stored.
    const more = await Promise.all(
      Array.from({ length: ADDRESS_MAX_COUNT }, (_, i) => add(token, { ...home, addr: `并发上限${i}号` })),
    );
    const rows = await db.select().from(userAddresses).where(eq(userAddresses.userId, userId));
    expect(rows).toHaveLength(ADDRESS_MAX_COUNT);
    expect(rows.filter((r) => r.commonAddr === 1)).toHaveLength(1);
    const refusedAdds = more.filter((r) => r.statusCode === 400);
    expect(refusedAdds).toHaveLength(book.length);
    expect(refusedAdds.every((r) => r.body === translate('zh', messages.addressLimitReached))).toBe(true);
  });
});

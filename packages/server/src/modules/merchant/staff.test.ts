// A store's staff accounts (issue 17 item 1, decisions/0060): the owner creates, lists, re-roles,
// disables and enables, resets and deletes them; every refusal (a bad or taken username, a weak or
// unreadable password, the owner's role, a long note, a full store, a staff account managing staff, the
// owner's own account, another store's account) changes nothing; a disable, a role change or a password
// reset ends the account's sessions at once, and a delete takes them with it; a store has exactly one
// owner (the database refuses a second); and GET /merchant/me tells each account what its role may do.
import { constants, publicEncrypt } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MERCHANT_PERMISSIONS,
  messages,
  permissionsOf,
  STAFF_MAX,
  STAFF_ROLES,
  type MerchantMe,
  type MerchantStaff,
  type StaffRole,
} from '@mall/domain';
import { translate } from '../../i18n.ts';
import { MemoryRateLimiter } from '../../plugins/stores.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import { expectOk, expectRefused, signedRequest, testServer, type Method } from '../../test/inject.ts';
import { hashPassword } from '../account/passwords.ts';
import { shops } from '../shop/tables.ts';
import { issueMerchantToken } from './auth.ts';
import { merchantAccounts, merchantTokens } from './tables.ts';

const OWNER_PASSWORD = 'Shop@1234';
const STAFF_PASSWORD = 'Staff@1234';

interface Store {
  shopId: number;
  ownerId: number;
  ownerName: string;
  owner: string;
}

describeEachDatabase('merchant staff accounts', (database) => {
  let app: FastifyInstance;
  let pem = '';
  let stores = 0;
  let names = 0;
  const db = () => database().handle.db;

  beforeAll(async () => {
    app = await testServer({ db: db(), rateLimiter: new MemoryRateLimiter() });
    pem = await expectOk<string>(app, signedRequest('GET', '/rsa/publicKey'));
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => app?.close());

  const encrypt = (password: string) =>
    publicEncrypt({ key: pem, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(password)).toString(
      'base64',
    );
  /** A unique staff username (4-16 letters, digits, underscores). */
  const newName = () => `st${process.pid % 1000}_${++names}`;

  /** A new store with its owner (a token of the owner's). */
  const newStore = async (): Promise<Store> => {
    stores += 1;
    const [shop] = await db()
      .insert(shops)
      .values({ nameZh: `员工店${stores}`, nameEn: `Staff shop ${stores}` })
      .returning({ shopId: shops.shopId });
    const ownerName = `owner${process.pid % 1000}_${stores}`;
    const [owner] = await db()
      .insert(merchantAccounts)
      .values({ username: ownerName, passwordHash: await hashPassword(OWNER_PASSWORD), shopId: shop!.shopId })
      .returning({ merchantId: merchantAccounts.merchantId });
    return {
      shopId: shop!.shopId,
      ownerId: owner!.merchantId,
      ownerName,
      owner: await issueMerchantToken(db(), owner!.merchantId, Date.now()),
    };
  };

  const send = (method: Method, url: string, token: string, body?: unknown) =>
    app.inject(signedRequest(method, url, body, { token }));
  const login = (username: string, password: string) =>
    app.inject(signedRequest('POST', '/merchant/login', { username, password: encrypt(password) }));
  const tokenOf = async (username: string, password = STAFF_PASSWORD) =>
    (await expectOk<{ access_token: string }>(app, login(username, password))).access_token;
  const create = (store: Store, body: Record<string, unknown>) =>
    send('POST', '/merchant/staff', store.owner, body);
  const createOk = async (store: Store, role: StaffRole, note?: string) =>
    expectOk<MerchantStaff>(
      app,
      create(store, {
        username: newName(),
        password: encrypt(STAFF_PASSWORD),
        role,
        ...(note ? { note } : {}),
      }),
    );
  const me = (token: string) => send('GET', '/merchant/me', token);
  const expect401 = async (token: string) => {
    const res = await me(token);
    expect(res.statusCode, res.body).toBe(401);
    expect(res.body).toBe(translate('zh', messages.tokenInvalid));
  };
  /** Every merchant account and token row, to prove a refusal changed nothing. */
  const accountsAndTokens = async () => ({
    accounts: await db().select().from(merchantAccounts).orderBy(merchantAccounts.merchantId),
    tokens: await db().select().from(merchantTokens).orderBy(merchantTokens.tokenHash),
  });
  const refusedUnchanged = async (
    answer: Promise<{ statusCode: number; body: string }>,
    message: (typeof messages)[keyof typeof messages],
  ) => {
    const before = await accountsAndTokens();
    await expectRefused(app, answer, message);
    expect(await accountsAndTokens()).toEqual(before);
  };

  describe('the owner', () => {
    it('is every account made before staff existed, and sees every permission at /merchant/me', async () => {
      const store = await newStore();
      const [row] = await db()
        .select()
        .from(merchantAccounts)
        .where(eq(merchantAccounts.merchantId, store.ownerId));
      expect(row?.role).toBe('owner');
      const answer = await expectOk<MerchantMe>(app, me(store.owner));
      expect(answer).toEqual({
        merchantId: store.ownerId,
        username: store.ownerName,
        role: 'owner',
        permissions: [...MERCHANT_PERMISSIONS],
        shopId: store.shopId,
        shopName: `员工店${stores}`,
        shopLogo: '',
        shopStatus: 1,
      });
      const en = await app.inject(
        signedRequest('GET', '/merchant/me', undefined, { token: store.owner, lang: 'en' }),
      );
      expect(JSON.parse(en.body)).toMatchObject({ shopName: `Staff shop ${stores}` });
    });

    it('is one per store: the database refuses a second', async () => {
      const store = await newStore();
      await expect(
        db()
          .insert(merchantAccounts)
          .values({ username: newName(), passwordHash: 'x', shopId: store.shopId, role: 'owner' }),
      ).rejects.toThrow();
      await expect(
        db()
          .update(merchantAccounts)
          .set({ role: 'owner' })
          .where(eq(merchantAccounts.merchantId, (await createOk(store, 'chat')).merchantId)),
      ).rejects.toThrow();
      const owners = await db()
        .select()
        .from(merchantAccounts)
        .where(and(eq(merchantAccounts.shopId, store.shopId), eq(merchantAccounts.role, 'owner')));
      expect(owners.map((o) => o.merchantId)).toEqual([store.ownerId]);
    });
  });

  it('creates staff of each role, lists them oldest first, and each signs in to what its role may do', async () => {
    const store = await newStore();
    const created: MerchantStaff[] = [];
    for (const role of STAFF_ROLES) created.push(await createOk(store, role, ` ${role} desk `));
    expect(created.map((s) => [s.role, s.note, s.status, s.createdBy])).toEqual(
      STAFF_ROLES.map((role) => [role, `${role} desk`, 1, store.ownerName]),
    );
    const list = await expectOk<MerchantStaff[]>(app, send('GET', '/merchant/staff', store.owner));
    expect(list).toEqual(created);
    for (const staff of created) {
      const token = await tokenOf(staff.username);
      const answer = await expectOk<MerchantMe>(app, me(token));
      expect(answer).toMatchObject({ merchantId: staff.merchantId, role: staff.role, shopId: store.shopId });
      expect(answer.permissions).toEqual([...permissionsOf(staff.role)]);
      expect(answer.permissions).not.toContain('staff');
    }
  });

  it('refuses a bad staff account, changing nothing', async () => {
    const store = await newStore();
    const taken = await createOk(store, 'orders');
    const body = (over: Record<string, unknown>) => ({
      username: newName(),
      password: encrypt(STAFF_PASSWORD),
      role: 'orders',
      ...over,
    });
    await refusedUnchanged(create(store, body({ username: 'a b' })), messages.usernameInvalid);
    await refusedUnchanged(create(store, body({ username: 'abc' })), messages.usernameInvalid);
    // Unique among merchant accounts: another staff's name, and an owner's (another store's too).
    await refusedUnchanged(create(store, body({ username: taken.username })), messages.userNameTaken);
    await refusedUnchanged(create(store, body({ username: store.ownerName })), messages.userNameTaken);
    await refusedUnchanged(create(store, body({ role: 'owner' })), messages.merchantStaffRoleInvalid);
    await refusedUnchanged(create(store, body({ role: 'admin' })), messages.merchantStaffRoleInvalid);
    await refusedUnchanged(create(store, body({ password: encrypt('123456') })), messages.newPasswordInvalid);
    await refusedUnchanged(create(store, body({ password: encrypt('Ab1') })), messages.newPasswordInvalid);
    await refusedUnchanged(create(store, body({ password: 'not-rsa' })), messages.passwordUnreadable);
    await refusedUnchanged(create(store, body({ password: '' })), messages.newPasswordRequired);
    await refusedUnchanged(create(store, body({ note: '长'.repeat(31) })), messages.merchantStaffNoteTooLong);
    expect((await expectOk<MerchantStaff[]>(app, send('GET', '/merchant/staff', store.owner))).length).toBe(
      1,
    );
  });

  it('refuses a taken name once when two owners create it at once', async () => {
    const [a, b] = [await newStore(), await newStore()];
    const username = newName();
    const answers = await Promise.all(
      [a, b].map((store) => create(store, { username, password: encrypt(STAFF_PASSWORD), role: 'chat' })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((r) => r.statusCode === 400)?.body).toBe(translate('zh', messages.userNameTaken));
    expect(
      await db().select().from(merchantAccounts).where(eq(merchantAccounts.username, username)),
    ).toHaveLength(1);
  });

  it(`keeps a store to ${STAFF_MAX} staff accounts, also when the last places are asked for at once`, async () => {
    const store = await newStore();
    await db()
      .insert(merchantAccounts)
      .values(
        Array.from({ length: STAFF_MAX - 1 }, () => ({
          username: newName(),
          passwordHash: 'x',
          shopId: store.shopId,
          role: 'orders' as const,
          createdBy: store.ownerId,
        })),
      );
    const answers = await Promise.all(
      [0, 1, 2].map(() =>
        create(store, { username: newName(), password: encrypt(STAFF_PASSWORD), role: 'products' }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    for (const r of answers.filter((a) => a.statusCode === 400))
      expect(r.body).toBe(translate('zh', messages.merchantStaffTooMany));
    const staff = await db()
      .select()
      .from(merchantAccounts)
      .where(and(eq(merchantAccounts.shopId, store.shopId), ne(merchantAccounts.role, 'owner')));
    expect(staff).toHaveLength(STAFF_MAX);
  });

  it('lets only the owner manage staff: every staff route is a 403 to staff, even "all"', async () => {
    const store = await newStore();
    const target = await createOk(store, 'orders');
    for (const role of STAFF_ROLES) {
      const staff = await createOk(store, role);
      const token = await tokenOf(staff.username);
      const before = await accountsAndTokens();
      for (const [method, url, body] of [
        ['GET', '/merchant/staff', undefined],
        ['POST', '/merchant/staff', { username: newName(), password: encrypt(STAFF_PASSWORD), role: 'all' }],
        ['PUT', '/merchant/staff/role', { merchantId: target.merchantId, role: 'all' }],
        ['PUT', '/merchant/staff/status', { merchantId: target.merchantId, status: 0 }],
        [
          'PUT',
          '/merchant/staff/password',
          { merchantId: target.merchantId, password: encrypt('Other@1234') },
        ],
        ['DELETE', `/merchant/staff/${target.merchantId}`, undefined],
      ] as const) {
        const res = await send(method, url, token, body);
        expect(res.statusCode, `${role} ${method} ${url}: ${res.body}`).toBe(403);
        expect(res.body).toBe(translate('zh', messages.merchantForbidden));
      }
      expect(await accountsAndTokens()).toEqual(before);
    }
  });

  it("changes a staff account's role and ends its sessions at once", async () => {
    const store = await newStore();
    const staff = await createOk(store, 'orders');
    const token = await tokenOf(staff.username);
    const other = await tokenOf(staff.username);
    expect((await send('GET', '/merchant/conversations', token)).statusCode).toBe(403);
    await expectOk(
      app,
      send('PUT', '/merchant/staff/role', store.owner, { merchantId: staff.merchantId, role: 'chat' }),
    );
    await expect401(token);
    await expect401(other);
    const again = await tokenOf(staff.username);
    expect((await expectOk<MerchantMe>(app, me(again))).role).toBe('chat');
    await expectOk(app, send('GET', '/merchant/conversations', again));
    expect((await send('GET', '/merchant/orders', again)).statusCode).toBe(403);
    await refusedUnchanged(
      send('PUT', '/merchant/staff/role', store.owner, { merchantId: staff.merchantId, role: 'owner' }),
      messages.merchantStaffRoleInvalid,
    );
  });

  it('disables a staff account (its sessions end, it cannot sign in) and enables it again', async () => {
    const store = await newStore();
    const staff = await createOk(store, 'products');
    const token = await tokenOf(staff.username);
    await expectOk(
      app,
      send('PUT', '/merchant/staff/status', store.owner, { merchantId: staff.merchantId, status: 0 }),
    );
    await expect401(token);
    await expectRefused(app, login(staff.username, STAFF_PASSWORD), messages.merchantLoginFailed);
    const [listed] = await expectOk<MerchantStaff[]>(app, send('GET', '/merchant/staff', store.owner));
    expect(listed?.status).toBe(0);
    await expectOk(
      app,
      send('PUT', '/merchant/staff/status', store.owner, { merchantId: staff.merchantId, status: 1 }),
    );
    // The old session stays ended; a new sign-in works.
    await expect401(token);
    await expectOk(app, me(await tokenOf(staff.username)));
    await refusedUnchanged(
      send('PUT', '/merchant/staff/status', store.owner, { merchantId: staff.merchantId, status: 2 }),
      messages.merchantStaffStatusInvalid,
    );
  });

  it("resets a staff account's password: its sessions end, the old password no longer signs in", async () => {
    const store = await newStore();
    const staff = await createOk(store, 'all');
    const token = await tokenOf(staff.username);
    const body = { merchantId: staff.merchantId, password: encrypt('Fresh@5678') };
    await expectOk(app, send('PUT', '/merchant/staff/password', store.owner, body));
    await expect401(token);
    await expectRefused(app, login(staff.username, STAFF_PASSWORD), messages.merchantLoginFailed);
    await expectOk(app, me(await tokenOf(staff.username, 'Fresh@5678')));
    await refusedUnchanged(
      send('PUT', '/merchant/staff/password', store.owner, {
        merchantId: staff.merchantId,
        password: encrypt('short'),
      }),
      messages.newPasswordInvalid,
    );
  });

  it('deletes a staff account with its sessions', async () => {
    const store = await newStore();
    const staff = await createOk(store, 'chat');
    const token = await tokenOf(staff.username);
    await expectOk(app, send('DELETE', `/merchant/staff/${staff.merchantId}`, store.owner));
    await expect401(token);
    expect(
      await db().select().from(merchantTokens).where(eq(merchantTokens.merchantId, staff.merchantId)),
    ).toEqual([]);
    expect(await expectOk<MerchantStaff[]>(app, send('GET', '/merchant/staff', store.owner))).toEqual([]);
    await refusedUnchanged(
      send('DELETE', `/merchant/staff/${staff.merchantId}`, store.owner),
      messages.merchantStaffNotFound,
    );
  });

  it("never touches the owner's own account or another store's, and refuses an unknown one", async () => {
    const [store, other] = [await newStore(), await newStore()];
    const theirs = await createOk(other, 'orders');
    const theirToken = await tokenOf(theirs.username);
    for (const target of [store.ownerId, other.ownerId, theirs.merchantId, 999_999_999]) {
      for (const [method, url, body] of [
        ['PUT', '/merchant/staff/role', { merchantId: target, role: 'all' }],
        ['PUT', '/merchant/staff/status', { merchantId: target, status: 0 }],
        ['PUT', '/merchant/staff/password', { merchantId: target, password: encrypt('Other@1234') }],
        ['DELETE', `/merchant/staff/${target}`, undefined],
      ] as const) {
        await refusedUnchanged(send(method, url, store.owner, body), messages.merchantStaffNotFound);
      }
    }
    // Both owners and the other store's staff are as they were.
    await expectOk(app, me(store.owner));
    await expectOk(app, me(other.owner));
    expect((await expectOk<MerchantMe>(app, me(theirToken))).role).toBe('orders');
    expect(await expectOk<MerchantStaff[]>(app, send('GET', '/merchant/staff', store.owner))).toEqual([]);
  });
});

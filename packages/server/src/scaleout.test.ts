// Scale-out, proven (issue 12, decisions/0037): two instances of the real entry (main.ts, demo mode,
// MALL_SEED=0) on one PostgreSQL database, behind Debian's nginx as the load balancer with the
// repository's config (deploy/nginx/mall.conf, its ports filled in here), MALL_TRUST_PROXY=1. Through
// nginx and directly: a signed request accepted by one instance is refused when replayed to the other, a
// per-address rate limit counts across both, a shopper's change made through one reads fresh on the
// other, and the hot caches (decisions/0039; MALL_CACHE_TTL_MS=60000 here, so only the change messages
// can explain a fresh read): product detail cached on B shows the stock an order through A took and a
// price changed in the database at once, a token logged out through A is refused by B at once, and a
// flash sale raced for through A, B and nginx at once sells exactly its units (issue 13), and the chat's
// websocket (issue 16) carries messages, a take-over and read marks across A, B and nginx. Run
// once with the limits and nonces in the database and once with REDIS_URL (a real redis-server). That each background job runs once across instances is proven in jobs/lock.test.ts
// (two schedulers on two pools to one PostgreSQL). Without nginx or PostgreSQL the blocks are skipped
// with the reason printed, except under CI=true, where they fail (NGINX_BIN names another nginx).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, constants, publicEncrypt } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, messages, sign } from '@mall/domain';
import { openDatabase } from './db/connection.ts';
import { translate } from './i18n.ts';
import { hashPassword } from './modules/account/passwords.ts';
import { issueToken } from './modules/account/tokens.ts';
import { issueMerchantToken } from './modules/merchant/auth.ts';
import { merchantAccounts } from './modules/merchant/tables.ts';
import { users } from './modules/account/tables.ts';
import { insertAddress } from './modules/address/service.ts';
import { categories, products, skus } from './modules/catalog/tables.ts';
import { createSeckill } from './modules/seckill/service.ts';
import { shops } from './modules/shop/tables.ts';
import { ChatTestClient } from './test/chat-client.ts';
import { shenzhenAddress } from './test/inject.ts';
import {
  freePort,
  postgresUnavailableReason,
  startTestPostgres,
  type TestPostgres,
} from './test/postgres.ts';
import { redisUnavailableReason, startTestRedis, type TestRedis } from './test/redis.ts';

const mainFile = fileURLToPath(new URL('./main.ts', import.meta.url));
const nginxTemplate = fileURLToPath(new URL('../../../deploy/nginx/mall.conf', import.meta.url));
const NGINX = process.env.NGINX_BIN || '/usr/sbin/nginx';
const PASSWORD = 'Scale@1234';
/** The per-address login limit of the instances (MALL_LOGIN_IP_LIMIT). */
const LOGIN_LIMIT = 4;
const zh = (d: Parameters<typeof translate>[1]) => translate('zh', d);

const unavailable =
  (existsSync(NGINX) ? null : `nginx is not installed (${NGINX}; apt-get install -y nginx)`) ??
  postgresUnavailableReason();

const temp = mkdtempSync(join(tmpdir(), 'mall-scale-'));
/** Each variant's database URL, by label. */
const databaseUrls = new Map<string, string>();
const databaseUrlOf = (label: string) => {
  const url = databaseUrls.get(label);
  if (!url) throw new Error(`no database for ${label}`);
  return url;
};
const children: ChildProcess[] = [];
let postgres: TestPostgres | undefined;

afterAll(async () => {
  // SIGTERM first: nginx's master then stops its workers (a SIGKILLed master leaves them running), the
  // instances close their pools; SIGKILL whatever is still there after 10 s.
  await Promise.all(
    children.map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }),
  );
  await postgres?.stop();
  rmSync(temp, { recursive: true, force: true });
}, 30_000);

/** A child whose output is kept for the failure message. */
function start(command: string, args: string[], env: Record<string, string>) {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

async function untilAnswers(url: string, run: ReturnType<typeof start>): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (run.child.exitCode !== null) throw new Error(`exited early:\n${run.output()}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`did not start:\n${run.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The one product of the test database (its SKU: SKU_ID), with STOCK units. */
const PROD_ID = 900_001;
const SKU_ID = 900_101;
const STOCK = 50;
/** The hot caches' TTL on the instances: far longer than the test, so only a change message explains a fresh read. */
const CACHE_TTL_MS = 60_000;
/** The flash sale across the instances: its units, and the shoppers who race for them (one each). */
const FLASH_UNITS = 5;
const FLASH_SHOPPERS = 24;

/**
 * A fresh, migrated database in the test PostgreSQL with one shopper (`scale` / PASSWORD, with an
 * address) and one product on sale in one shop.
 */
async function newDatabase(server: TestPostgres): Promise<string> {
  const name = `mall_scale_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), max: 1 });
  try {
    await handle.migrate();
    const userId = `scale-${name}`;
    await handle.db.insert(users).values({
      userId,
      userName: 'scale',
      nickName: 'Before',
      passwordHash: await hashPassword(PASSWORD),
    });
    await insertAddress(handle.db, userId, shenzhenAddress('扩容'));
    await handle.db.insert(shops).values({ shopId: 900, nameZh: '扩容店', nameEn: 'Scale shop' });
    const [top] = await handle.db
      .insert(categories)
      .values({ grade: 1, nameZh: '类目', nameEn: 'Category' })
      .returning();
    await handle.db.insert(products).values({
      prodId: PROD_ID,
      shopId: 900,
      categoryId: top!.categoryId,
      nameZh: '扩容商品',
      nameEn: 'Scale product',
      price: 1000,
      oriPrice: 1000,
      totalStocks: STOCK,
    });
    await handle.db
      .insert(skus)
      .values({ skuId: SKU_ID, prodId: PROD_ID, price: 1000, oriPrice: 1000, stocks: STOCK });
  } finally {
    await handle.close();
  }
  return url.toString();
}

interface Cluster {
  a: string;
  b: string;
  lb: string;
}

/** Two instances on `databaseUrl` (and Redis when given) behind nginx; the three base URLs. */
async function startCluster(label: string, databaseUrl: string, redisUrl?: string): Promise<Cluster> {
  const dir = join(temp, label);
  // One data folder for both: the RSA key pair and the SSO secret are the instances' shared secrets.
  mkdirSync(join(dir, 'data'), { recursive: true });
  const [portA, portB, portLb] = [await freePort(), await freePort(), await freePort()];
  const env = (port: number): Record<string, string> => ({
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? dir,
    MALL_LOG: '0',
    MALL_SEED: '0',
    // One process per instance: the instances are what this test is about (workers: cluster.test.ts).
    MALL_WORKERS: '1',
    MALL_TRUST_PROXY: '1',
    MALL_LOGIN_IP_LIMIT: String(LOGIN_LIMIT),
    MALL_CACHE_TTL_MS: String(CACHE_TTL_MS),
    MALL_DATA_DIR: join(dir, 'data'),
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  });
  // Both at once, as a deployment starts them (the key pair is made once, modules/account/rsa.ts).
  const a = start(process.execPath, ['--import', 'tsx', mainFile], env(portA));
  const b = start(process.execPath, ['--import', 'tsx', mainFile], env(portB));

  const prefix = join(dir, 'nginx');
  for (const sub of ['logs', 'tmp']) mkdirSync(join(prefix, sub), { recursive: true });
  const config = readFileSync(nginxTemplate, 'utf8')
    .replaceAll('{{LISTEN}}', `127.0.0.1:${portLb}`)
    .replaceAll('{{INSTANCE_A}}', `127.0.0.1:${portA}`)
    .replaceAll('{{INSTANCE_B}}', `127.0.0.1:${portB}`);
  const configFile = join(prefix, 'mall.conf');
  writeFileSync(configFile, config);
  const lb = start(NGINX, ['-p', `${prefix}/`, '-e', 'stderr', '-c', configFile, '-g', 'daemon off;'], {
    PATH: process.env.PATH ?? '',
  });
  await untilAnswers(`http://127.0.0.1:${portA}/api/rsa/publicKey`, a);
  await untilAnswers(`http://127.0.0.1:${portB}/api/rsa/publicKey`, b);
  await untilAnswers(`http://127.0.0.1:${portLb}/api/rsa/publicKey`, lb);
  return { a: `http://127.0.0.1:${portA}`, b: `http://127.0.0.1:${portB}`, lb: `http://127.0.0.1:${portLb}` };
}

interface Answer {
  status: number;
  body: string;
}

/** A request as the storefront sends it: JSON, signed unless a GET; `headers` last. */
function signed(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const text = body === undefined ? undefined : JSON.stringify(body);
  return {
    method,
    path,
    text,
    headers: {
      ...(text !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(method === 'GET' ? {} : sign({ body: text ?? '', origin: '' })),
      ...headers,
    },
  };
}

async function send(base: string, request: ReturnType<typeof signed>): Promise<Answer> {
  const res = await fetch(`${base}/api${request.path}`, {
    method: request.method,
    headers: request.headers,
    ...(request.text !== undefined ? { body: request.text } : {}),
  });
  return { status: res.status, body: await res.text() };
}

/** A password as the storefront sends it: encrypted with the public key the instance answers. */
async function encrypt(base: string, password: string): Promise<string> {
  const answer = await (await fetch(`${base}/api/rsa/publicKey`)).text();
  // The PEM, as text or as a JSON string.
  const key = answer.startsWith('"') ? (JSON.parse(answer) as string) : answer;
  return publicEncrypt({ key, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(password)).toString(
    'base64',
  );
}

function scaleOut(label: string, redis: boolean) {
  let cluster: Cluster;
  let redisServer: TestRedis | undefined;
  beforeAll(async () => {
    if (unavailable) throw new Error(`Required under CI=true: ${unavailable}`);
    postgres ??= await startTestPostgres();
    if (redis) redisServer = await startTestRedis();
    const databaseUrl = await newDatabase(postgres);
    databaseUrls.set(label, databaseUrl);
    cluster = await startCluster(label, databaseUrl, redisServer?.url);
  }, 180_000);
  afterAll(async () => {
    await redisServer?.stop();
  }, 30_000);

  it('refuses a signed request replayed to the other instance, directly and through nginx', async () => {
    const { a, b, lb } = cluster;
    const login = async (base: string, address: string) =>
      signed(
        'POST',
        '/login',
        {
          appType: 1,
          loginType: 0,
          principal: `replay${address.replaceAll('.', '')}`,
          credentials: await encrypt(base, 'Wrong@1234'),
        },
        { 'x-forwarded-for': address },
      );
    const direct = await login(a, '10.8.0.1');
    expect((await send(a, direct)).body).toBe(zh(messages.loginFailed));
    expect((await send(b, direct)).body).toBe(zh(messages.signatureReplayed));
    // Through the load balancer (round robin: the two sends go to both instances).
    const balanced = await login(lb, '10.8.0.2');
    expect((await send(lb, balanced)).body).toBe(zh(messages.loginFailed));
    expect((await send(lb, balanced)).body).toBe(zh(messages.signatureReplayed));
    expect((await send(lb, balanced)).body).toBe(zh(messages.signatureReplayed));
  });

  it("counts a client's logins across both instances, nginx's X-Forwarded-For being the address", async () => {
    const { a, b, lb } = cluster;
    // Directly, as a proxy would send it: the address is the one in X-Forwarded-For.
    const attempt = async (base: string, address: string, n: number) =>
      send(
        base,
        signed(
          'POST',
          '/login',
          { appType: 1, loginType: 0, principal: `who${n}`, credentials: await encrypt(base, 'Wrong@1234') },
          { 'x-forwarded-for': address },
        ),
      );
    const answers: string[] = [];
    for (let n = 0; n < LOGIN_LIMIT + 2; n += 1)
      answers.push((await attempt(n % 2 ? b : a, '10.8.1.1', n)).body);
    expect(answers.slice(0, LOGIN_LIMIT)).toEqual(Array(LOGIN_LIMIT).fill(zh(messages.loginFailed)));
    expect(answers.slice(LOGIN_LIMIT)).toEqual([
      zh(messages.loginTooManyFailures),
      zh(messages.loginTooManyFailures),
    ]);
    // Another address is not touched.
    expect((await attempt(b, '10.8.1.2', 99)).body).toBe(zh(messages.loginFailed));
    // Through nginx: a header the client made up is not its address (nginx appends the real one, and the
    // instances trust one hop), so changing it each time does not escape the count.
    const through: string[] = [];
    for (let n = 0; n < LOGIN_LIMIT + 1; n += 1)
      through.push((await attempt(lb, `10.8.2.${n}`, 100 + n)).body);
    // (The replay test's first login through nginx already counted for this address.)
    const checked = through.filter((body) => body === zh(messages.loginFailed)).length;
    expect(checked).toBeGreaterThanOrEqual(LOGIN_LIMIT - 1);
    expect(through.slice(checked)).toEqual(
      Array(through.length - checked).fill(zh(messages.loginTooManyFailures)),
    );
    expect(through.slice(checked).length).toBeGreaterThan(0);
  });

  it("reads a shopper's change made through one instance fresh on the other", async () => {
    const { a, b, lb } = cluster;
    const loggedIn = await send(
      a,
      signed(
        'POST',
        '/login',
        { appType: 1, loginType: 0, principal: 'scale', credentials: await encrypt(a, PASSWORD) },
        { 'x-forwarded-for': '10.8.3.1' },
      ),
    );
    expect(loggedIn.status).toBe(200);
    const token = (JSON.parse(loggedIn.body) as { access_token: string }).access_token;
    const auth = { authorization: `bearer ${token}` };
    const nickname = async (base: string) =>
      (
        JSON.parse((await send(base, signed('GET', '/p/user/userInfo', undefined, auth))).body) as {
          nickName: string;
        }
      ).nickName;
    expect(await nickname(b)).toBe('Before');
    expect((await send(b, signed('PUT', '/p/user/setUserInfo', { nickName: 'AfterB' }, auth))).status).toBe(
      200,
    );
    expect(await nickname(a)).toBe('AfterB');
    expect((await send(a, signed('PUT', '/p/user/setUserInfo', { nickName: 'AfterA' }, auth))).status).toBe(
      200,
    );
    expect(await nickname(b)).toBe('AfterA');
    // Through nginx, whichever instance answers.
    expect((await send(lb, signed('PUT', '/p/user/setUserInfo', { nickName: 'ViaLb' }, auth))).status).toBe(
      200,
    );
    for (let i = 0; i < 4; i += 1) expect(await nickname(lb)).toBe('ViaLb');
  });

  it('shows on one instance, at once, what changed through the other: stock, price, a logout', async () => {
    const { a, b, lb } = cluster;
    const login = await send(
      a,
      signed(
        'POST',
        '/login',
        { appType: 1, loginType: 0, principal: 'scale', credentials: await encrypt(a, PASSWORD) },
        { 'x-forwarded-for': '10.8.4.1' },
      ),
    );
    expect(login.status).toBe(200);
    const token = (JSON.parse(login.body) as { access_token: string }).access_token;
    const auth = { authorization: `bearer ${token}` };
    const detail = async (base: string) =>
      JSON.parse((await send(base, signed('GET', `/prod/prodInfo?prodId=${PROD_ID}`))).body) as {
        price: number;
        totalStocks: number;
        skuList: { stocks: number }[];
      };
    // Cached on both (and the session on B).
    expect((await detail(a)).totalStocks).toBe(STOCK);
    expect((await detail(b)).totalStocks).toBe(STOCK);
    expect((await send(b, signed('GET', '/p/user/userInfo', undefined, auth))).status).toBe(200);

    // An order through A: B's cached detail shows the stock it took.
    const confirm = await send(
      a,
      signed(
        'POST',
        '/p/order/confirm',
        { orderItem: { prodId: PROD_ID, skuId: SKU_ID, prodCount: 3 }, couponIds: [] },
        auth,
      ),
    );
    expect(confirm.status, confirm.body).toBe(200);
    const { uuid } = JSON.parse(confirm.body) as { uuid: string };
    const submit = await send(a, signed('POST', '/p/order/submit', { uuid, orderShopParam: [] }, auth));
    expect(submit.status, submit.body).toBe(200);
    const onB = await detail(b);
    expect(onB.totalStocks).toBe(STOCK - 3);
    expect(onB.skuList[0]!.stocks).toBe(STOCK - 3);

    // A price changed in the database (as an operator or a merchant screen writes it): both at once.
    const url = new URL(databaseUrlOf(label));
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    await admin.query('UPDATE products SET price = 1234 WHERE prod_id = $1', [PROD_ID]);
    await admin.end();
    expect((await detail(a)).price).toBe(12.34);
    expect((await detail(b)).price).toBe(12.34);
    for (let i = 0; i < 4; i += 1) expect((await detail(lb)).price).toBe(12.34);

    // Logged out through A: refused by B at once, and through nginx.
    expect((await send(a, signed('POST', '/p/user/logOut', undefined, auth))).status).toBe(200);
    const refused = await send(b, signed('GET', '/p/user/userInfo', undefined, auth));
    expect(refused.status).toBe(401);
    expect(refused.body).toBe(zh(messages.tokenInvalid));
    for (let i = 0; i < 2; i += 1)
      expect((await send(lb, signed('GET', '/p/user/userInfo', undefined, auth))).status).toBe(401);
  });

  it("carries the chat across both instances, through nginx's websocket upgrade too", async () => {
    const { a, b, lb } = cluster;
    const handle = await openDatabase({ kind: 'postgres', url: databaseUrlOf(label), max: 1 });
    let shopperToken: string;
    let merchantToken: string;
    try {
      const [account] = await handle.db
        .insert(merchantAccounts)
        .values({ username: `scale_${label}`, shopId: 900 })
        .returning();
      merchantToken = await issueMerchantToken(handle.db, account!.merchantId, Date.now());
      shopperToken = (await issueToken(handle.db, `scale-${new URL(databaseUrlOf(label)).pathname.slice(1)}`))
        .token;
    } finally {
      await handle.close();
    }
    const ws = (base: string) => `${base.replace(/^http/, 'ws')}/api/im/ws`;
    const clients: ChatTestClient[] = [];
    try {
      const agent = await ChatTestClient.authed(ws(lb), { merchantToken });
      const phone = await ChatTestClient.authed(ws(a), { token: shopperToken });
      clients.push(agent, phone);
      phone.send({
        type: 'send',
        clientMsgId: `scale-${label}-1`,
        shopId: 900,
        msgType: 'text',
        content: 'hi',
      });
      const ack = await phone.next('ack');
      expect((await agent.next('message')).msgId).toBe(ack.msgId);
      // A second device on the other instance takes over; the store's answer reaches it.
      const pc = await ChatTestClient.authed(ws(b), { token: shopperToken });
      clients.push(pc);
      // (Outside the store's service hours the phone was also told `customerOffline`.)
      expect(await phone.next('notice', (n) => n.code !== 'customerOffline')).toEqual({
        type: 'notice',
        code: 'loggedInElsewhere',
      });
      const { conversationId } = ack;
      agent.send({
        type: 'send',
        clientMsgId: `scale-${label}-2`,
        conversationId,
        msgType: 'text',
        content: 'yes',
      });
      expect((await pc.next('message')).content).toBe('yes');
      pc.send({ type: 'read', conversationId, seq: ack.seq + 1 });
      expect(await agent.next('read')).toEqual({
        type: 'read',
        conversationId,
        seq: ack.seq + 1,
        side: 'user',
      });
    } finally {
      await Promise.all(clients.map((c) => c.drop()));
    }
  });

  it("sells exactly a flash sale's units across both instances, directly and through nginx", async () => {
    const { a, b, lb } = cluster;
    // FLASH_SHOPPERS shoppers, each allowed one unit, race for FLASH_UNITS units, each through A, B or
    // nginx in turn: order path, confirm and submit all at once.
    const handle = await openDatabase({ kind: 'postgres', url: databaseUrlOf(label), max: 2 });
    let seckillId = 0;
    const tokens: string[] = [];
    try {
      const now = Date.now();
      seckillId = await createSeckill(
        handle.db,
        900,
        {
          prodId: PROD_ID,
          startTime: formatDate(now - 60_000),
          endTime: formatDate(now + 3_600_000),
          maxNum: 1,
          skus: [{ skuId: SKU_ID, seckillPrice: 1, seckillStocks: FLASH_UNITS }],
        },
        new Date(now),
      );
      for (let i = 0; i < FLASH_SHOPPERS; i += 1) {
        const userId = `flash-${label}-${i}`;
        await handle.db.insert(users).values({ userId, userName: `flash${i}`, nickName: `Flash ${i}` });
        await insertAddress(handle.db, userId, shenzhenAddress('秒杀'));
        tokens.push((await issueToken(handle.db, userId)).token);
      }
    } finally {
      await handle.close();
    }
    const bases = [a, b, lb];
    const attempt = async (token: string, i: number) => {
      const auth = { authorization: `bearer ${token}` };
      const base = bases[i % bases.length]!;
      const path = await send(
        base,
        signed('GET', `/p/seckill/orderPath?seckillId=${seckillId}`, undefined, auth),
      );
      expect(path.status, path.body).toBe(200);
      const orderPath = JSON.parse(path.body) as string;
      const skuOf = await send(base, signed('GET', `/seckill/prod?seckillId=${seckillId}`));
      const seckillSkuId = (JSON.parse(skuOf.body) as { skuList: { seckillSkuId: number }[] }).skuList[0]!
        .seckillSkuId;
      // "Too busy" (an instance's admission limit) is asked again, as the page tells the shopper to.
      const decided = async (ask: () => Promise<{ status: number; body: string }>) => {
        for (;;) {
          const answer = await ask();
          if (answer.body !== zh(messages.seckillBusy)) return answer;
          await new Promise((r) => setTimeout(r, 5 + Math.random() * 20));
        }
      };
      // Confirm on one instance, submit on the next: the path and the settlement hold on both.
      const confirm = await decided(() =>
        send(
          bases[(i + 1) % bases.length]!,
          signed('POST', `/p/seckill/${orderPath}/confirm`, { addrId: 0, prodCount: 1, seckillSkuId }, auth),
        ),
      );
      if (confirm.status !== 200) return confirm;
      const { uuid } = JSON.parse(confirm.body) as { uuid: string };
      return decided(() =>
        send(
          bases[(i + 2) % bases.length]!,
          signed('POST', `/p/seckill/${orderPath}/submit`, { uuid, remarks: '' }, auth),
        ),
      );
    };
    const answers = await Promise.all(tokens.map(attempt));
    // Never a server error; every refusal one of the flash sale's messages.
    for (const answer of answers) expect(answer.status, answer.body).toBeLessThan(500);
    const sold = answers.filter((answer) => answer.status === 200);
    const refusals = new Set([messages.productSoldOut, messages.stockInsufficient].map((m) => zh(m)));
    for (const answer of answers.filter((x) => x.status !== 200)) expect(refusals).toContain(answer.body);
    expect(sold.length).toBeLessThanOrEqual(FLASH_UNITS);

    // The database agrees: units sold + units left = the activity's units, one order per winner.
    const admin = new pg.Client({ connectionString: databaseUrlOf(label) });
    await admin.connect();
    try {
      const units = await admin.query<{ stocks: number; total: number }>(
        'SELECT stocks, total_stocks AS total FROM seckill_skus WHERE seckill_id = $1',
        [seckillId],
      );
      const orders = await admin.query<{ n: string }>(
        'SELECT count(*) AS n FROM orders WHERE order_type = 2 AND activity_id = $1 AND status <> 6',
        [seckillId],
      );
      expect(Number(orders.rows[0]!.n)).toBe(sold.length);
      expect(units.rows[0]!.stocks + sold.length).toBe(FLASH_UNITS);
      // With more shoppers than units, all trying until decided: every unit goes.
      expect(sold.length).toBe(FLASH_UNITS);
    } finally {
      await admin.end();
    }
  });
}

const skip = unavailable !== null && process.env.CI !== 'true';
if (skip) console.warn(`[server tests] skipping the scale-out test: ${unavailable}`);
const redisSkip = redisUnavailableReason();
if (!skip && redisSkip && process.env.CI !== 'true')
  console.warn(`[server tests] skipping the scale-out test on Redis: ${redisSkip}`);

(skip ? describe.skip : describe)('two instances behind nginx, limits in the database', () => {
  scaleOut('database', false);
});
(skip || (redisSkip && process.env.CI !== 'true') ? describe.skip : describe)(
  'two instances behind nginx, limits in Redis',
  () => {
    scaleOut('redis', true);
  },
);

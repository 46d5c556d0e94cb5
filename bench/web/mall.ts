// The mall under measurement: the storefront's production build served by the real server on a free port
// of 127.0.0.1, with a fresh embedded database in a temporary folder (the demo mall is seeded on start)
// and the development SMS outbox on, as e2e/global-setup.ts does. Also the signed API calls the bench
// needs to pick a product and to sign a demo shopper in.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sign, type Page as ApiPage, type ProductCard, type ProductInfo } from '@mall/domain';
import { freePort, waitForServer } from '../../scripts/local-server.mjs';

export interface Mall {
  baseURL: string;
  stop(): Promise<void>;
}

export function buildStorefront(root: string): void {
  const build = spawnSync('npm', ['run', '--silent', 'build', '-w', '@mall/app'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error('the storefront build failed');
}

/** Stops a child process by its pid: SIGTERM, then SIGKILL after a grace period. */
export async function stopChild(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

export async function startMall(root: string): Promise<Mall> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mall-bench-web-'));
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      MALL_DATA_DIR: dataDir,
      MALL_DEV_OUTBOX: '1',
      MALL_LOG: '0',
      DATABASE_URL: '',
    },
  });
  const stop = async () => {
    await stopChild(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(`${baseURL}/api/webConfig/getPcWebConfig`, server, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, stop };
}

/** A signed call to the mall's API, as the storefront makes it. */
export async function api<T = unknown>(
  baseURL: string,
  path: string,
  { method = 'GET', body, token }: { method?: string; body?: unknown; token?: string } = {},
): Promise<T> {
  const text = body === undefined ? '' : JSON.stringify(body);
  const headers: Record<string, string> = { 'accept-language': 'zh' };
  if (token) headers.authorization = `bearer ${token}`;
  if (method !== 'GET') {
    Object.assign(headers, sign({ body: text, origin: '', now: Date.now() }));
    if (body !== undefined) headers['content-type'] = 'application/json';
  }
  const res = await fetch(`${baseURL}/api${path}`, { method, headers, ...(text ? { body: text } : {}) });
  const answer = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${answer}`);
  return (answer ? JSON.parse(answer) : undefined) as T;
}

/** A seeded product with a SKU in stock (the detail page measured, and the cart's one line). */
export async function pickProduct(baseURL: string, term: string): Promise<ProductInfo> {
  const page = await api<ApiPage<ProductCard>>(
    baseURL,
    `/search/searchProdPage?prodName=${encodeURIComponent(term)}&size=10`,
  );
  for (const card of page.records) {
    const info = await api<ProductInfo>(baseURL, `/prod/prodInfo?prodId=${card.prodId}`);
    if (info.skuList.some((sku) => sku.stocks > 1)) return info;
  }
  throw new Error(`no seeded product for "${term}" with a SKU in stock`);
}

/** Signs a demo shopper in by SMS code (the development outbox) and answers the token. */
export async function loginShopper(baseURL: string, mobile: string): Promise<string> {
  await api(baseURL, '/sms/sendLoginCode', { method: 'POST', body: { mobile } });
  const { code } = await api<{ code: string }>(baseURL, `/dev/sms/latest?mobile=${mobile}`);
  const result = await api<{ access_token: string }>(baseURL, '/login', {
    method: 'POST',
    body: { principal: mobile, credentials: code, appType: 1, loginType: 1 },
  });
  return result.access_token;
}

/** Puts one line of the product in the shopper's cart (so the cart page shows a real cart). */
export async function fillCart(baseURL: string, token: string, product: ProductInfo): Promise<void> {
  const sku = product.skuList.find((s) => s.stocks > 1);
  if (!sku) throw new Error(`product ${product.prodId} has no SKU in stock`);
  await api(baseURL, '/p/shopCart/changeItem', {
    method: 'POST',
    token,
    body: { basketId: 0, prodId: product.prodId, skuId: sku.skuId, shopId: product.shopId, count: 1 },
  });
}

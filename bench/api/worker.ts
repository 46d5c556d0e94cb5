// The load generator: a separate process (run.ts forks it with tsx) that receives one task over IPC,
// runs it against the server on 127.0.0.1 and sends back the figures. `load` runs autocannon's
// programmatic API with a scenario below; every signed request is signed afresh in `setupRequest`, so
// none is refused as a replay. `race` fires the stock race's purchase attempts all at once; `seckill`
// the flash-sale rush's (order paths first, then every confirm and submit at once).
import { Agent, request as httpRequest } from 'node:http';
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { sign } from '@mall/domain';
import type { Item, Shopper } from './stack.ts';

export type ScenarioName =
  | 'prodInfo'
  | 'searchKeyword'
  | 'searchCategory'
  | 'categoryInfo'
  | 'cartInfo'
  | 'cartChange'
  | 'orderSubmit';

export interface LoadTask {
  kind: 'load';
  baseUrl: string;
  scenario: ScenarioName;
  connections: number;
  durationSeconds: number;
  shoppers: Shopper[];
  loadItem: Item;
  cartItems: Item[];
  prodIds: number[];
  topCategories: number[];
  keywords: string[];
}

export interface LoadFigures {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  /** Socket errors, time-outs and answers other than 2xx. */
  errors: number;
  non2xx: number;
  /** The first few unexpected answers, to say what went wrong. */
  samples: string[];
}

export interface RaceTask {
  kind: 'race';
  baseUrl: string;
  shoppers: Shopper[];
  item: Item;
  attempts: number;
  sockets: number;
}

/** The flash-sale rush (run.ts `seckill`): each attempt a confirm, then a submit when it succeeded. */
export interface SeckillTask {
  kind: 'seckill';
  baseUrl: string;
  shoppers: Shopper[];
  seckillId: number;
  seckillSkuId: number;
  attempts: number;
  sockets: number;
}

export interface SeckillFigures {
  attempts: number;
  ordered: number;
  soldOut: number;
  /** "Too busy" answers (each followed by another try of the attempt). */
  busy: number;
  limit: number;
  /** Any other answer (a 4xx not listed above, a socket error). */
  other: number;
  serverErrors: number;
  /** Of every answer (confirm and submit), ms. */
  p50: number;
  p99: number;
  seconds: number;
  samples: string[];
}

export interface RaceFigures {
  attempts: number;
  ordered: number;
  soldOut: number;
  /** Answers that were neither an order nor 库存不足 (should be 0). */
  failed: number;
  seconds: number;
  samples: string[];
}

type Context = Record<string, unknown>;
interface Req {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** A signed JSON request for autocannon: the body text and fresh signature headers. */
function signed(req: Req, path: string, token: string, body: unknown): Req {
  const text = JSON.stringify(body);
  return {
    ...req,
    method: 'POST',
    path,
    headers: {
      'content-type': 'application/json',
      'accept-language': 'zh',
      authorization: `bearer ${token}`,
      ...sign({ body: text, origin: '' }),
    },
    body: text,
  };
}

function scenario(task: LoadTask, samples: string[]): autocannon.Request[] {
  let nextShopper = 0;
  let nextGet = 0;
  /** Each connection is one shopper (round robin over the bench shoppers). */
  const shopper = (context: Context): Shopper => {
    context.shopper ??= task.shoppers[nextShopper++ % task.shoppers.length];
    return context.shopper as Shopper;
  };
  const get = (path: () => string): autocannon.Request[] => [
    {
      setupRequest: (req: Req) => ({
        ...req,
        method: 'GET',
        path: path(),
        headers: { 'accept-language': 'zh' },
      }),
    },
  ];
  const remember = (status: number, body: string) => {
    if (status >= 300 && samples.length < 5) samples.push(`${status} ${body.slice(0, 200)}`);
  };
  const item = task.loadItem;
  switch (task.scenario) {
    case 'prodInfo':
      return get(() => `/api/prod/prodInfo?prodId=${task.prodIds[nextGet++ % task.prodIds.length]}`);
    case 'searchKeyword':
      return get(
        () =>
          `/api/search/searchProdPage?prodName=${encodeURIComponent(task.keywords[nextGet++ % task.keywords.length]!)}&current=1&size=10`,
      );
    case 'searchCategory':
      return get(
        () =>
          `/api/search/searchProdPage?categoryId=${task.topCategories[nextGet++ % task.topCategories.length]}&current=1&size=10`,
      );
    case 'categoryInfo':
      return get(() => '/api/category/categoryInfo');
    case 'cartInfo':
      return [
        {
          setupRequest: (req: Req, context: Context) =>
            signed(req, '/api/p/shopCart/info', shopper(context).token, []),
          onResponse: remember,
        },
      ];
    case 'cartChange':
      // +1 then -1, alternately per connection: the line stays in the cart, between 1 and 2 units more.
      return [
        {
          setupRequest: (req: Req, context: Context) => {
            context.up = !context.up;
            return signed(req, '/api/p/shopCart/changeItem', shopper(context).token, {
              basketId: 0,
              prodId: item.prodId,
              skuId: item.skuId,
              shopId: item.shopId,
              count: context.up ? 1 : -1,
            });
          },
          onResponse: remember,
        },
      ];
    case 'orderSubmit':
      // Each pair: confirm "buy now" (answers a fresh settlement uuid), then submit that uuid.
      return [
        {
          setupRequest: (req: Req, context: Context) =>
            signed(req, '/api/p/order/confirm', shopper(context).token, {
              addrId: 0,
              orderItem: { prodId: item.prodId, skuId: item.skuId, prodCount: 1, shopId: item.shopId },
              couponIds: [],
              isScorePay: 0,
              dvyType: 1,
            }),
          onResponse: (status: number, body: string, context: Context) => {
            remember(status, body);
            try {
              context.uuid = status === 200 ? (JSON.parse(body) as { uuid: string }).uuid : randomUUID();
            } catch {
              context.uuid = randomUUID();
            }
          },
        },
        {
          setupRequest: (req: Req, context: Context) =>
            signed(req, '/api/p/order/submit', shopper(context).token, {
              uuid: context.uuid,
              orderShopParam: [{ shopId: item.shopId, remarks: '' }],
            }),
          onResponse: (status: number, body: string, context: Context) => {
            remember(status, body);
            try {
              context.orderNumber =
                status === 200 ? (JSON.parse(body) as { orderNumbers: string }).orderNumbers : '0';
            } catch {
              context.orderNumber = '0';
            }
          },
        },
        {
          // The shopper cancels the order again: a shopper may hold only UNPAID_ORDERS_MAX unpaid orders
          // (decisions/0033), and the stock comes back, so the load runs as long as it is asked to.
          setupRequest: (req: Req, context: Context) => ({
            ...signed(
              req,
              `/api/p/myOrder/cancel/${String(context.orderNumber)}`,
              shopper(context).token,
              {},
            ),
            method: 'PUT',
          }),
          onResponse: remember,
        },
      ];
  }
}

/** Puts the load SKU and two more in every shopper's cart, so cart info has lines to show. */
async function fillCarts(task: LoadTask): Promise<void> {
  const items = [task.loadItem, ...task.cartItems];
  await Promise.all(
    task.shoppers.map(async (s) => {
      for (const item of items) {
        const text = JSON.stringify({ basketId: 0, ...item, count: 1 });
        const res = await fetch(`${task.baseUrl}/api/p/shopCart/changeItem`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `bearer ${s.token}`,
            ...sign({ body: text, origin: '' }),
          },
          body: text,
        });
        if (!res.ok) throw new Error(`filling a cart: ${res.status} ${await res.text()}`);
      }
    }),
  );
}

async function runLoad(task: LoadTask): Promise<LoadFigures> {
  if (task.scenario === 'cartInfo') await fillCarts(task);
  const samples: string[] = [];
  const result = await autocannon({
    url: task.baseUrl,
    connections: task.connections,
    duration: task.durationSeconds,
    requests: scenario(task, samples),
  });
  return {
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    non2xx: result.non2xx,
    samples,
  };
}

/** One HTTP request over the race's agent; answers status and body text. */
function post(
  agent: Agent,
  baseUrl: string,
  path: string,
  token: string,
  body: unknown,
): Promise<{ status: number; text: string }> {
  const text = JSON.stringify(body);
  const url = new URL(path, baseUrl);
  return new Promise((resolveAnswer, reject) => {
    const req = httpRequest(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(text),
          'accept-language': 'zh',
          authorization: `bearer ${token}`,
          ...sign({ body: text, origin: '' }),
        },
      },
      (res) => {
        let answer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (answer += chunk));
        res.on('end', () => resolveAnswer({ status: res.statusCode ?? 0, text: answer }));
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

async function runRace(task: RaceTask): Promise<RaceFigures> {
  const agent = new Agent({ keepAlive: true, maxSockets: task.sockets });
  const { item } = task;
  let ordered = 0;
  let soldOut = 0;
  let failed = 0;
  const samples: string[] = [];
  const outcome = (status: number, text: string): 'ok' | 'soldOut' | 'failed' => {
    if (status === 200) return 'ok';
    if (status === 400 && text.includes('库存不足')) return 'soldOut';
    if (samples.length < 5) samples.push(`${status} ${text.slice(0, 200)}`);
    return 'failed';
  };
  const attempt = async (i: number) => {
    const shopper = task.shoppers[i % task.shoppers.length]!;
    try {
      const confirm = await post(agent, task.baseUrl, '/api/p/order/confirm', shopper.token, {
        addrId: 0,
        orderItem: { prodId: item.prodId, skuId: item.skuId, prodCount: 1, shopId: item.shopId },
        couponIds: [],
        isScorePay: 0,
        dvyType: 1,
      });
      const first = outcome(confirm.status, confirm.text);
      if (first !== 'ok') return first;
      const { uuid } = JSON.parse(confirm.text) as { uuid: string };
      const submit = await post(agent, task.baseUrl, '/api/p/order/submit', shopper.token, {
        uuid,
        orderShopParam: [{ shopId: item.shopId, remarks: '' }],
      });
      return outcome(submit.status, submit.text);
    } catch (error) {
      if (samples.length < 5) samples.push(String(error));
      return 'failed' as const;
    }
  };
  const started = process.hrtime.bigint();
  const outcomes = await Promise.all(Array.from({ length: task.attempts }, (_, i) => attempt(i)));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  agent.destroy();
  for (const o of outcomes) {
    if (o === 'ok') ordered++;
    else if (o === 'soldOut') soldOut++;
    else failed++;
  }
  return { attempts: task.attempts, ordered, soldOut, failed, seconds, samples };
}

/** One GET over the agent (the order paths). */
function get(
  agent: Agent,
  baseUrl: string,
  path: string,
  token: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolveAnswer, reject) => {
    const req = httpRequest(
      new URL(path, baseUrl),
      { method: 'GET', agent, headers: { 'accept-language': 'zh', authorization: `bearer ${token}` } },
      (res) => {
        let answer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (answer += chunk));
        res.on('end', () => resolveAnswer({ status: res.statusCode ?? 0, text: answer }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function runSeckill(task: SeckillTask): Promise<SeckillFigures> {
  const agent = new Agent({ keepAlive: true, maxSockets: task.sockets });
  // Each shopper's hidden order path, before the rush (valid 5 minutes).
  const paths: string[] = [];
  for (let i = 0; i < task.shoppers.length; i += 100) {
    const batch = await Promise.all(
      task.shoppers.slice(i, i + 100).map(async (shopper) => {
        const res = await get(
          agent,
          task.baseUrl,
          `/api/p/seckill/orderPath?seckillId=${task.seckillId}`,
          shopper.token,
        );
        if (res.status !== 200) throw new Error(`orderPath: ${res.status} ${res.text}`);
        return JSON.parse(res.text) as string;
      }),
    );
    paths.push(...batch);
  }
  const latencies: number[] = [];
  const samples: string[] = [];
  const counts = { ordered: 0, soldOut: 0, busy: 0, limit: 0, other: 0, serverErrors: 0 };
  const timed = async (work: () => Promise<{ status: number; text: string }>) => {
    const start = process.hrtime.bigint();
    const answer = await work();
    latencies.push(Number(process.hrtime.bigint() - start) / 1e6);
    if (answer.status >= 500) counts.serverErrors++;
    return answer;
  };
  const refusal = (status: number, text: string) => {
    if (status === 400 && text.includes('售罄')) return counts.soldOut++;
    if (status === 400 && text.includes('太火爆')) return counts.busy++;
    if (status === 400 && text.includes('最多购买')) return counts.limit++;
    if (samples.length < 5) samples.push(`${status} ${text.slice(0, 200)}`);
    return counts.other++;
  };
  /**
   * One attempt: confirm, then submit when it succeeded. "Too busy" is what the flash-sale page shows
   * as "try again in a moment": the attempt tries again after 20-100 ms (at most 50 times), as a shopper
   * would; every busy answer is counted.
   */
  const attempt = async (i: number): Promise<unknown> => {
    const n = i % task.shoppers.length;
    const shopper = task.shoppers[n]!;
    const path = paths[n]!;
    for (let tries = 0; ; tries++) {
      try {
        const confirm = await timed(() =>
          post(agent, task.baseUrl, `/api/p/seckill/${path}/confirm`, shopper.token, {
            addrId: 0,
            prodCount: 1,
            seckillSkuId: task.seckillSkuId,
          }),
        );
        let answer = confirm;
        if (confirm.status === 200) {
          const { uuid } = JSON.parse(confirm.text) as { uuid: string };
          answer = await timed(() =>
            post(agent, task.baseUrl, `/api/p/seckill/${path}/submit`, shopper.token, { uuid, remarks: '' }),
          );
          if (answer.status === 200) return counts.ordered++;
        }
        if (answer.status === 400 && answer.text.includes('太火爆') && tries < 50) {
          counts.busy++;
          await new Promise((r) => setTimeout(r, 20 + Math.random() * 80));
          continue;
        }
        return refusal(answer.status, answer.text);
      } catch (error) {
        if (samples.length < 5) samples.push(String(error));
        return counts.other++;
      }
    }
  };
  const started = process.hrtime.bigint();
  await Promise.all(Array.from({ length: task.attempts }, (_, i) => attempt(i)));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return { attempts: task.attempts, ...counts, p50: at(0.5), p99: at(0.99), seconds, samples };
}

process.once('message', (task: LoadTask | RaceTask | SeckillTask) => {
  const work: Promise<unknown> =
    task.kind === 'load' ? runLoad(task) : task.kind === 'race' ? runRace(task) : runSeckill(task);
  work.then(
    (figures) => process.send!({ ok: true, figures }, () => process.exit(0)),
    (error: unknown) => process.send!({ ok: false, error: String(error) }, () => process.exit(1)),
  );
});

// The load generator: a separate process (run.ts forks it with tsx) that receives one task over IPC,
// runs it against the server on 127.0.0.1 and sends back the figures. `load` runs autocannon's
// programmatic API with a scenario below; every signed request is signed afresh in `setupRequest`, so
// none is refused as a replay. `race` fires the stock race's purchase attempts all at once; `seckill`
// the flash-sale rush's (order paths first, then every confirm and submit at once).
import { Agent, request as httpRequest } from 'node:http';
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { RawConnection } from './raw-http.ts';
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
  /**
   * A rush on another activity first, unmeasured, as a running server has served before: the sale's
   * code paths are compiled and the pools filled when the measured rush starts.
   */
  warmup?: { seckillId: number; seckillSkuId: number; attempts: number };
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
  /** Orders the warm-up rush made (on its own activity). */
  warmupOrdered: number;
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

async function runSeckill(task: SeckillTask): Promise<SeckillFigures> {
  let warmupOrdered = 0;
  if (task.warmup) {
    const { warmup, ...rest } = task;
    warmupOrdered = (await rush({ ...rest, ...warmup })).ordered;
  }
  return { ...(await rush(task)), warmupOrdered };
}

async function rush(task: Omit<SeckillTask, 'warmup'>): Promise<Omit<SeckillFigures, 'warmupOrdered'>> {
  const connections = Array.from({ length: task.sockets }, () => RawConnection.of(task.baseUrl));
  const headers = (token: string) => ({ 'accept-language': 'zh', authorization: `bearer ${token}` });
  const post = (conn: RawConnection, path: string, token: string, body: unknown) => {
    const text = JSON.stringify(body);
    return conn.request(
      'POST',
      path,
      {
        'content-type': 'application/json',
        ...headers(token),
        ...sign({ body: text, origin: '' }),
      },
      text,
    );
  };
  // Each shopper's hidden order path, before the rush (valid 5 minutes).
  const paths: string[] = new Array<string>(task.shoppers.length);
  await Promise.all(
    connections.map(async (conn, c) => {
      for (let n = c; n < task.shoppers.length; n += connections.length) {
        const res = await conn.request(
          'GET',
          `/api/p/seckill/orderPath?seckillId=${task.seckillId}`,
          headers(task.shoppers[n]!.token),
        );
        if (res.status !== 200) throw new Error(`orderPath: ${res.status} ${res.text}`);
        paths[n] = JSON.parse(res.text) as string;
      }
    }),
  );
  const latencies: number[] = [];
  const samples: string[] = [];
  /**
   * BENCH_TRACE=<file>: every answer of the rush as [start ms, ms taken, 1 ok | 2 sold out | 3 busy |
   * 4 other], written at its end (the measured rush's overwrites the warm-up's): where the time went.
   */
  const trace: number[][] = [];
  const counts = { ordered: 0, soldOut: 0, busy: 0, limit: 0, other: 0, serverErrors: 0 };
  const timed = async (work: () => Promise<{ status: number; text: string }>) => {
    const start = process.hrtime.bigint();
    const answer = await work();
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    latencies.push(ms);
    if (process.env.BENCH_TRACE) {
      const kind =
        answer.status === 200 ? 1 : answer.text.includes('售罄') ? 2 : answer.text.includes('太火爆') ? 3 : 4;
      trace.push([Number(start) / 1e6, ms, kind]);
    }
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
   * One try of an attempt: confirm, then submit when it succeeded. "Too busy" is what the flash-sale page
   * shows as "try again in a moment": the attempt is tried again after 20-100 ms (at most 50 times), as
   * a shopper would, from the step that was busy (answered: the uuid to submit again, or '' to confirm
   * again); every busy answer is counted.
   */
  const tryOnce = async (
    conn: RawConnection,
    i: number,
    tries: number,
    pending?: string,
  ): Promise<'done' | string> => {
    const n = i % task.shoppers.length;
    const shopper = task.shoppers[n]!;
    const path = paths[n]!;
    try {
      let uuid = pending;
      let answer: { status: number; text: string } | null = null;
      if (!uuid) {
        answer = await timed(() =>
          post(conn, `/api/p/seckill/${path}/confirm`, shopper.token, {
            addrId: 0,
            prodCount: 1,
            seckillSkuId: task.seckillSkuId,
          }),
        );
        if (answer.status === 200) uuid = (JSON.parse(answer.text) as { uuid: string }).uuid;
      }
      if (uuid) {
        const id = uuid;
        answer = await timed(() =>
          post(conn, `/api/p/seckill/${path}/submit`, shopper.token, { uuid: id, remarks: '' }),
        );
        if (answer.status === 200) {
          counts.ordered++;
          return 'done';
        }
      }
      if (answer!.status === 400 && answer!.text.includes('太火爆') && tries < 50) {
        counts.busy++;
        // Busy at submit: the confirm page's button again (same uuid); busy at confirm: confirm again.
        return uuid ?? '';
      }
      refusal(answer!.status, answer!.text);
    } catch (error) {
      if (samples.length < 5) samples.push(String(error));
      counts.other++;
    }
    return 'done';
  };
  /**
   * A closed loop over `task.sockets` connections, as autocannon runs: that many shoppers' requests are in
   * flight at any time, each answer's time is from its request's send to its answer (no time spent
   * waiting in this generator's own queue), and the next attempt starts as soon as one ends. A retry
   * waits its 20-100 ms outside the loop, so it holds no connection.
   */
  const queue: Array<{ i: number; tries: number; uuid?: string }> = Array.from(
    { length: task.attempts },
    (_, i) => ({ i, tries: 0 }),
  );
  let waiting = 0;
  let sleepers: Array<() => void> = [];
  const loop = async (conn: RawConnection) => {
    for (;;) {
      const next = queue.shift();
      if (!next) {
        if (waiting === 0) return;
        await new Promise<void>((r) => sleepers.push(r));
        continue;
      }
      const outcome = await tryOnce(conn, next.i, next.tries, next.uuid);
      if (outcome !== 'done') {
        waiting++;
        setTimeout(
          () => {
            waiting--;
            queue.push({ i: next.i, tries: next.tries + 1, ...(outcome ? { uuid: outcome } : {}) });
            // Every sleeper looks again (the last retry's end lets the idle ones finish).
            const woken = sleepers;
            sleepers = [];
            for (const w of woken) w();
          },
          20 + Math.random() * 80,
        );
      }
    }
  };
  const started = process.hrtime.bigint();
  await Promise.all(connections.map((conn) => loop(conn)));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (process.env.BENCH_TRACE)
    (await import('node:fs')).writeFileSync(process.env.BENCH_TRACE, JSON.stringify(trace));
  for (const conn of connections) conn.close();
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

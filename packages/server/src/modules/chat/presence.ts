// Which stores have an agent connected, across instances (decisions/0057): each gateway records its
// merchants' connections and refreshes them every CHAT_PRESENCE_REFRESH_MS; a record lives
// CHAT_PRESENCE_TTL_MS past its last refresh, so the connections of an instance that crashed or lost its
// database stop counting within a minute, and a closed connection's record is deleted at once. In the
// table `chat_presence` (presence.tables.ts; expired rows ignored, deleted now and then), or with
// REDIS_URL in one sorted set per store (`mall:chat:agents:<shopId>`, member the connection id, score its
// expiry; the set itself expires when nothing refreshes it). `agentsOnline(shopId)` is what the chat
// service's `send` and the REST routes' `online` ask, through `customerServiceOnline`: the one rule of
// "customer service is online" besides the hours, the store's switch on (table `chat_shop_switch`, set by
// PUT /merchant/chat/online; no row: on) and an agent present.
import type { Redis } from 'ioredis';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { connectRedis, type Clock } from '../../plugins/stores.ts';
import { chatPresence as presenceTable } from './presence.tables.ts';
import { chatShopSwitch } from './tables.ts';

/** How often a gateway refreshes its agents' records. */
export const CHAT_PRESENCE_REFRESH_MS = 20_000;
/** How long a record counts after its last refresh. */
export const CHAT_PRESENCE_TTL_MS = 60_000;

export interface AgentConnection {
  connectionId: string;
  shopId: number;
}

export interface ChatPresence {
  readonly kind: 'redis' | 'database';
  /** Records (or refreshes) agents' connections. */
  refresh(connections: readonly AgentConnection[]): Promise<void>;
  /** Forgets a closed connection. */
  leave(connection: AgentConnection): Promise<void>;
  /** Whether at least one agent of the store is connected to any instance. */
  agentsOnline(shopId: number): Promise<boolean>;
  close(): Promise<void>;
}

/** Redis when `redisUrl` is given (REDIS_URL), else the database. */
export function chatPresence(options: {
  db: Database;
  now: Clock;
  redisUrl?: string | undefined;
}): ChatPresence {
  return options.redisUrl
    ? new RedisPresence(connectRedis(options.redisUrl), options.now)
    : new DatabasePresence(options.db, options.now);
}

const SWEEP_EVERY_MS = 60_000;

export class DatabasePresence implements ChatPresence {
  readonly kind = 'database';
  private lastSweep = 0;
  constructor(
    private readonly db: Database,
    private readonly now: Clock,
  ) {}

  async refresh(connections: readonly AgentConnection[]): Promise<void> {
    const at = this.now();
    if (at - this.lastSweep >= SWEEP_EVERY_MS) {
      this.lastSweep = at;
      await this.db.delete(presenceTable).where(lte(presenceTable.expiresAt, new Date(at)));
    }
    if (connections.length === 0) return;
    const expiresAt = new Date(at + CHAT_PRESENCE_TTL_MS);
    // An upsert: a record swept meanwhile (a long pause of this process) comes back.
    await this.db
      .insert(presenceTable)
      .values(connections.map((c) => ({ connectionId: c.connectionId, shopId: c.shopId, expiresAt })))
      .onConflictDoUpdate({
        target: presenceTable.connectionId,
        set: { expiresAt: sql`excluded.expires_at` },
      });
  }

  async leave(connection: AgentConnection): Promise<void> {
    await this.db.delete(presenceTable).where(eq(presenceTable.connectionId, connection.connectionId));
  }

  async agentsOnline(shopId: number): Promise<boolean> {
    const rows = await this.db
      .select({ connectionId: presenceTable.connectionId })
      .from(presenceTable)
      .where(and(eq(presenceTable.shopId, shopId), gt(presenceTable.expiresAt, new Date(this.now()))))
      .limit(1);
    return rows.length > 0;
  }

  async close(): Promise<void> {}
}

export class RedisPresence implements ChatPresence {
  readonly kind = 'redis';
  constructor(
    private readonly redis: Redis,
    private readonly now: Clock,
    private readonly prefix = 'mall:',
  ) {}

  private key(shopId: number): string {
    return `${this.prefix}chat:agents:${shopId}`;
  }

  async refresh(connections: readonly AgentConnection[]): Promise<void> {
    if (connections.length === 0) return;
    const at = this.now();
    const expiresAt = at + CHAT_PRESENCE_TTL_MS;
    const batch = this.redis.multi();
    for (const c of connections) batch.zadd(this.key(c.shopId), expiresAt, c.connectionId);
    for (const shopId of new Set(connections.map((c) => c.shopId))) {
      batch.zremrangebyscore(this.key(shopId), '-inf', at);
      batch.pexpire(this.key(shopId), CHAT_PRESENCE_TTL_MS);
    }
    await batch.exec();
  }

  async leave(connection: AgentConnection): Promise<void> {
    await this.redis.zrem(this.key(connection.shopId), connection.connectionId);
  }

  async agentsOnline(shopId: number): Promise<boolean> {
    return (await this.redis.zcount(this.key(shopId), `(${this.now()}`, '+inf')) > 0;
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/** Whether the store's customer-service switch is on (no row: it was never turned off). */
export async function shopSwitchedOn(db: Database, shopId: number): Promise<boolean> {
  const [row] = await db
    .select({ online: chatShopSwitch.online })
    .from(chatShopSwitch)
    .where(eq(chatShopSwitch.shopId, shopId));
  return row?.online ?? true;
}

/**
 * The one rule of a store's agents being available to shoppers (the hours aside, chat/service.ts): its
 * switch on, then an agent present (`present`: connected on any instance, or seen lately). Switched
 * off, shoppers see "customer service is not online" exactly as outside the hours, on every instance
 * (the switch is a row, read at each question).
 */
export function customerServiceOnline(
  db: Database,
  present: (shopId: number) => Promise<boolean>,
): (shopId: number) => Promise<boolean> {
  return async (shopId) => (await shopSwitchedOn(db, shopId)) && (await present(shopId));
}

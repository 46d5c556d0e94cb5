// The hot-path cache (decisions/0039): answers of public reads (product detail, product lists, the home
// page's site content) and resolved shopper sessions, kept in process for a short time (MALL_CACHE_TTL_MS,
// default 5 s; 0 turns caching off). Entries are keyed by area + key; each area is bounded (the least
// recently used entry leaves first); concurrent misses of one key share one load. An entry is dropped by
// a message `area` (the whole area) or `area:key` (one entry), which the database's triggers send on
// every committed change of the rows behind it (drizzle/0016_cache_triggers.sql) and `cache-bus.ts`
// delivers to every process: the TTL is the safety net, not the rule. While the bus is not listening
// (before the start, after a lost connection) nothing is kept: a message could have been missed. Area
// `loyalty`: the loyalty settings, levels and rights (modules/loyalty/levels.ts, through `cacheOf`).
import type { Clock } from '../plugins/stores.ts';

/** The areas: one per kind of answer, each dropped by the changes its triggers name. */
export const cacheAreas = ['product', 'search', 'home', 'site', 'token', 'loyalty'] as const;
export type CacheArea = (typeof cacheAreas)[number];

/** The TTL when MALL_CACHE_TTL_MS is unset. */
export const DEFAULT_CACHE_TTL_MS = 5_000;
/**
 * Entries per area at most (the least recently used leaves first): a few kilobytes each for a product
 * (its rich text) or a page of cards, a few bytes for a session, so that a full cache stays near 30 MB
 * per process.
 */
export const DEFAULT_CACHE_MAX_ENTRIES: Readonly<Record<CacheArea, number>> = {
  product: 2_000,
  search: 1_000,
  home: 20,
  site: 200,
  token: 20_000,
  // The loyalty settings, the ordinary levels and the rights of a level (a few rows each).
  loyalty: 100,
};

/** MALL_CACHE_TTL_MS: whole milliseconds, 0 for no cache; a wrong value stops the start. */
export function cacheTtlFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.MALL_CACHE_TTL_MS?.trim();
  if (!text) return DEFAULT_CACHE_TTL_MS;
  if (!/^\d{1,9}$/.test(text)) {
    throw new Error(`MALL_CACHE_TTL_MS must be a whole number of milliseconds (0: no cache), not "${text}"`);
  }
  return Number(text);
}

/** The caches of each database in this process (one per server built on it). */
const cachesByDatabase = new WeakMap<object, Set<HotCache>>();

/** Serves `db`'s changes to `cache` in this process (dropLocally); the returned function stops it. */
export function registerCache(db: object, cache: HotCache): () => void {
  let set = cachesByDatabase.get(db);
  if (!set) {
    set = new Set();
    cachesByDatabase.set(db, set);
  }
  set.add(cache);
  return () => set.delete(cache);
}

/**
 * The enabled hot cache registered for `db` itself (not a transaction of it: a read inside a transaction
 * reads the rows, under whatever locks it holds), for reads that are not given the cache (the loyalty
 * settings and levels); undefined: read the rows.
 */
export function cacheOf(db: object): HotCache | undefined {
  for (const cache of cachesByDatabase.get(db) ?? []) if (cache.enabled) return cache;
  return undefined;
}

/**
 * Drops an entry (or an area) from this process's caches of `db` at once, after a committed change whose
 * message reaches them a moment later (PostgreSQL delivers it asynchronously): a revoked session must be
 * refused by the very next request, also on this process. Other processes rely on the message.
 */
export function dropLocally(db: object, area: CacheArea, key?: string): void {
  for (const cache of cachesByDatabase.get(db) ?? []) cache.invalidate(area, key);
}

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
}

export interface CacheOptions {
  /** How long an entry is used (ms); 0 turns the cache off (every get loads). */
  ttlMs: number;
  /** Entries per area at most (default DEFAULT_CACHE_MAX_ENTRIES). */
  maxEntries?: Partial<Record<CacheArea, number>>;
  now?: Clock;
}

export interface GetOptions<T> {
  /** Whether a loaded value is kept (default: always); e.g. not a missing token's null. */
  keep?: (value: T) => boolean;
}

export class HotCache {
  private readonly areas = new Map<CacheArea, Map<string, Entry>>();
  private readonly maxEntries: Record<CacheArea, number>;
  private readonly now: Clock;
  /** Off until the bus listens (and again while it has lost its connection). */
  private live = false;
  private readonly listeners: ((area: string, key: string | undefined) => void)[] = [];

  constructor(private readonly options: CacheOptions) {
    this.maxEntries = { ...DEFAULT_CACHE_MAX_ENTRIES, ...options.maxEntries };
    this.now = options.now ?? Date.now;
    for (const area of cacheAreas) this.areas.set(area, new Map());
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0;
  }

  /**
   * The value of `key` in `area`: a live entry's, else `load()`'s, which the concurrent callers of the
   * same key share. A failed load is not kept.
   */
  get<T>(area: CacheArea, key: string, load: () => Promise<T>, options: GetOptions<T> = {}): Promise<T> {
    if (!this.enabled || !this.live) return load();
    const entries = this.entries(area);
    const now = this.now();
    const found = entries.get(key);
    if (found && found.expiresAt > now) {
      // Most recently used last: the first entry of the map is the one to leave.
      entries.delete(key);
      entries.set(key, found);
      return found.value as Promise<T>;
    }
    const value = load();
    const entry: Entry = { value, expiresAt: now + this.options.ttlMs };
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > this.maxEntries[area]) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    // Dropped when it fails or is not to be kept, unless a change already replaced or dropped it.
    const forget = () => {
      if (entries.get(key) === entry) entries.delete(key);
    };
    value.then((loaded) => {
      if (options.keep && !options.keep(loaded)) forget();
    }, forget);
    return value;
  }

  /** Drops one entry, or the whole area without a key. Dropping what is not there does nothing. */
  invalidate(area: CacheArea, key?: string): void {
    if (key === undefined) this.entries(area).clear();
    else this.entries(area).delete(key);
  }

  /** Drops everything. */
  clear(): void {
    for (const entries of this.areas.values()) entries.clear();
  }

  /**
   * A change message: `area` or `area:key` (the key may hold ':'). `user:<id>` (an account's status
   * changed) drops the sessions. Unknown areas are ignored (a newer instance's message).
   */
  handleMessage(payload: string): void {
    const colon = payload.indexOf(':');
    const area = colon < 0 ? payload : payload.slice(0, colon);
    const key = colon < 0 ? undefined : payload.slice(colon + 1);
    for (const listener of this.listeners) listener(area, key);
    if (area === 'user') {
      // Rare (an account disabled or enabled): every session goes rather than keeping an index by user.
      this.invalidate('token');
      return;
    }
    if ((cacheAreas as readonly string[]).includes(area)) this.invalidate(area as CacheArea, key);
  }

  /**
   * Calls `listener` with every change message's area and key (e.g. 'categories': a cache of its own,
   * modules/catalog/category-cache.ts, forgets its rows), and with area '*' when the listening
   * connection is lost (everything may have changed).
   */
  onMessage(listener: (area: string, key: string | undefined) => void): void {
    this.listeners.push(listener);
  }

  /**
   * Whether entries may be kept: true once the bus listens; false drops everything and keeps nothing
   * until it listens again (messages sent meanwhile are lost).
   */
  setLive(live: boolean): void {
    if (!live) {
      this.clear();
      // The caches of their own (the categories') forget everything too: messages may be lost.
      for (const listener of this.listeners) listener('*', undefined);
    }
    this.live = live;
  }

  /** Entries held in an area (tests, logs). */
  size(area: CacheArea): number {
    return this.entries(area).size;
  }

  private entries(area: CacheArea): Map<string, Entry> {
    const entries = this.areas.get(area);
    if (!entries) throw new Error(`Unknown cache area ${area}`);
    return entries;
  }
}

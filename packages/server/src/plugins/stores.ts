// Small shared-state stores behind interfaces: in memory for one process (the embedded default); a
// Redis implementation can replace them when several instances share one PostgreSQL.

/** Remembers accepted signature nonces for the skew window to refuse replays. */
export interface ReplayCache {
  /** True the first time a key is seen within `ttlMs`, false for a replay. */
  remember(key: string, ttlMs: number): Promise<boolean>;
}

/** Fixed-window counters keyed by purpose and key (e.g. 'sms:login' + mobile). */
export interface RateLimiter {
  /** Counts one hit; `allowed` is false once `limit` hits were counted in the current window. */
  hit(purpose: string, key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  /** Forgets a key (e.g. failed logins after a successful one). */
  reset(purpose: string, key: string): Promise<void>;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Hits counted in this window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  retryAfterMs: number;
}

export type Clock = () => number;

/** Drops expired entries at most once a second of the clock, so memory stays bounded by the window. */
class ExpiringMap<V extends { expiresAt: number }> {
  private readonly entries = new Map<string, V>();
  private lastSweep = 0;
  constructor(private readonly now: Clock) {}

  get(key: string): V | undefined {
    this.sweep();
    const entry = this.entries.get(key);
    return entry && entry.expiresAt > this.now() ? entry : undefined;
  }

  set(key: string, value: V): void {
    this.entries.set(key, value);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  private sweep(): void {
    const now = this.now();
    if (now - this.lastSweep < 1000) return;
    this.lastSweep = now;
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }
}

export class MemoryReplayCache implements ReplayCache {
  private readonly seen: ExpiringMap<{ expiresAt: number }>;
  constructor(private readonly now: Clock = Date.now) {
    this.seen = new ExpiringMap(now);
  }

  async remember(key: string, ttlMs: number): Promise<boolean> {
    if (this.seen.get(key)) return false;
    this.seen.set(key, { expiresAt: this.now() + ttlMs });
    return true;
  }

  get size(): number {
    return this.seen.size;
  }
}

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows: ExpiringMap<{ expiresAt: number; count: number }>;
  constructor(private readonly now: Clock = Date.now) {
    this.windows = new ExpiringMap(now);
  }

  async hit(purpose: string, key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    const id = `${purpose}\u0000${key}`;
    const now = this.now();
    let window = this.windows.get(id);
    if (!window) {
      window = { expiresAt: now + windowMs, count: 0 };
      this.windows.set(id, window);
    }
    window.count += 1;
    return { allowed: window.count <= limit, count: window.count, retryAfterMs: window.expiresAt - now };
  }

  async reset(purpose: string, key: string): Promise<void> {
    this.windows.delete(`${purpose}\u0000${key}`);
  }
}

// The bus's heartbeat (bus.ts `Hub`), without a server: a heartbeat not heard back, or one that could not
// be sent at all (a broken publisher), is a missed one; one heard back is not.
import { afterEach, expect, it } from 'vitest';
import { Hub } from './bus.ts';

const hubs: Hub[] = [];
afterEach(() => {
  for (const hub of hubs.splice(0)) hub.stopHeartbeat();
});

/** A live hub beating every 20 ms; answers how many times it missed. */
function beating(send: (hub: Hub, payload: string) => Promise<void>) {
  const hub = new Hub({ log: () => {}, loadMessage: async () => null, heartbeatMs: 20 });
  hubs.push(hub);
  hub.setLive(true);
  const missed = { count: 0 };
  hub.startHeartbeat(
    (payload) => send(hub, payload),
    () => (missed.count += 1),
  );
  return missed;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('counts a heartbeat that could not be sent as missed', async () => {
  const missed = beating(() => Promise.reject(new Error('the publisher is broken')));
  await expect.poll(() => missed.count, { timeout: 1_000 }).toBeGreaterThan(0);
});

it('counts a heartbeat sent but not heard back as missed, and one heard back not', async () => {
  const lost = beating(() => Promise.resolve());
  const heard = beating(async (hub, payload) => hub.receive(payload));
  await expect.poll(() => lost.count, { timeout: 1_000 }).toBeGreaterThan(0);
  await wait(100);
  expect(heard.count).toBe(0);
});

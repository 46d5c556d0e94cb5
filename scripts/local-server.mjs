// What the scripts that start the mall on this machine share (the end-to-end setup, the web benchmark,
// the API benchmark): a free port on 127.0.0.1 and waiting for the started server to answer.
import { createServer } from 'node:net';

/** A port of 127.0.0.1 that nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves when `url` answers 2xx; rejects when the child exits first or the time runs out. */
export async function waitForServer(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the mall server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the mall server did not answer ${url} within ${timeoutMs / 1000} s`);
}

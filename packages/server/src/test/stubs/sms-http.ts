// What the SMS provider stubs share: an HTTP server on 127.0.0.1 (port 0), the request body read whole, a
// JSON answer, requests that hang until the stub closes (timeouts), and an agent that routes any host name
// to the stub (for clients that sign the real host name, e.g. Tencent's TC3 scope `sms`).
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { Agent, createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { LookupFunction } from 'node:net';

export interface StubServer {
  /** `127.0.0.1:<port>`. */
  readonly host: string;
  readonly port: number;
  close(): Promise<void>;
}

export type StubHandler = (request: IncomingMessage, body: Buffer, response: ServerResponse) => void;

export async function startStubServer(handler: StubHandler): Promise<StubServer> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => handler(request, Buffer.concat(chunks), response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    host: `127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function answerJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
  response.end(JSON.stringify(body));
}

export const sha256Hex = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');

export const hmac = (key: string | Buffer, data: string): Buffer =>
  createHmac('sha256', key).update(data, 'utf8').digest();

/** Hex strings compared in constant time (false for different lengths). */
export function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** An HTTP agent that connects to 127.0.0.1 whatever the host name (the port stays the URL's). */
export function loopbackAgent(): Agent {
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) {
      (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [
        { address: '127.0.0.1', family: 4 },
      ]);
    } else callback(null, '127.0.0.1', 4);
  };
  return new Agent({ lookup } as ConstructorParameters<typeof Agent>[0]);
}

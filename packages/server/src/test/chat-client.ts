// A chat websocket client for the server's tests (a real `ws` socket to a listening server): collects
// every frame, hands them out by predicate in arrival order, and knows how the socket closed.
import WebSocket from 'ws';
import type { ChatServerFrame } from '@mall/domain';

type Frame = ChatServerFrame;
type Of<T extends Frame['type']> = Extract<Frame, { type: T }>;

export class ChatTestClient {
  readonly frames: Frame[] = [];
  private readonly taken = new Set<number>();
  private readonly waiters: (() => void)[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  closeCode: number | null = null;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(String(data)) as Frame);
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) =>
      ws.on('close', (code, reason) => {
        this.closeCode = code;
        resolve({ code, reason: reason.toString() });
        for (const wake of this.waiters.splice(0)) wake();
      }),
    );
    ws.on('error', () => {});
  }

  /** Opens a socket to `url` (ws://host:port/api/im/ws...) with optional headers. */
  static open(url: string, headers: Record<string, string> = {}): Promise<ChatTestClient> {
    const ws = new WebSocket(url, { headers });
    const client = new ChatTestClient(ws);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(client));
      ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
      ws.once('error', reject);
    });
  }

  /** Opens and authenticates; resolves after the `authed` frame. */
  static async authed(
    url: string,
    auth: { token: string; deviceId?: string } | { merchantToken: string },
    headers: Record<string, string> = {},
  ): Promise<ChatTestClient> {
    const client = await ChatTestClient.open(url, headers);
    client.send({ type: 'auth', ...auth });
    await client.next('authed');
    return client;
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The first frame not handed out yet of this type (and matching `where`), waiting up to `timeoutMs`. */
  async next<T extends Frame['type']>(
    type: T,
    where: (frame: Of<T>) => boolean = () => true,
    timeoutMs = 5_000,
  ): Promise<Of<T>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      for (let i = 0; i < this.frames.length; i++) {
        const frame = this.frames[i]!;
        if (this.taken.has(i) || frame.type !== type || !where(frame as Of<T>)) continue;
        this.taken.add(i);
        return frame as Of<T>;
      }
      const left = deadline - Date.now();
      if (left <= 0 || this.closeCode !== null) {
        throw new Error(
          `no ${type} frame (closed: ${this.closeCode}); got ${JSON.stringify(this.frames.slice(-10))}`,
        );
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Every frame of a type received so far (handed out or not). */
  all<T extends Frame['type']>(type: T): Of<T>[] {
    return this.frames.filter((f): f is Of<T> => f.type === type);
  }

  close(): Promise<unknown> {
    if (this.closeCode === null) this.ws.close();
    return this.closed;
  }

  /** Drops the TCP connection without a closing handshake (a phone losing its network). */
  drop(): Promise<unknown> {
    this.ws.terminate();
    return this.closed;
  }
}

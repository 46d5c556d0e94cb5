// A lean HTTP/1.1 keep-alive connection for the flash-sale rush (worker.ts): one request at a time over
// one socket, requests written as one buffer and answers parsed just enough (status line, content-length
// or chunked body). node:http's client costs several times more CPU per request; on a 2-core machine the
// load generator's CPU is taken from the server it measures, so the rush uses this, as autocannon does
// for the load part.
import { connect, type Socket } from 'node:net';

export interface Answer {
  status: number;
  text: string;
}

const HEAD_END = Buffer.from('\r\n\r\n');

export class RawConnection {
  private socket: Socket | null = null;
  private buffer: Buffer = Buffer.alloc(0);
  private waiting: { resolve: (a: Answer) => void; reject: (e: Error) => void } | null = null;

  constructor(
    private readonly host: string,
    private readonly port: number,
  ) {}

  static of(baseUrl: string): RawConnection {
    const url = new URL(baseUrl);
    return new RawConnection(url.hostname, Number(url.port || 80));
  }

  private open(): Promise<Socket> {
    return new Promise((resolve, reject) => {
      const socket = connect({ host: this.host, port: this.port, noDelay: true });
      socket.once('connect', () => {
        socket.off('error', reject);
        resolve(socket);
      });
      socket.once('error', reject);
      socket.on('data', (chunk: Buffer) => {
        this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
        this.parse();
      });
      const lost = (error?: Error) => {
        if (this.socket === socket) this.socket = null;
        this.buffer = Buffer.alloc(0);
        const w = this.waiting;
        this.waiting = null;
        w?.reject(error ?? new Error('connection closed'));
      };
      socket.on('error', lost);
      socket.on('close', () => lost());
    });
  }

  /** Parses one complete answer from the buffer, if there is one. */
  private parse(): void {
    const end = this.buffer.indexOf(HEAD_END);
    if (end < 0 || !this.waiting) return;
    const head = this.buffer.subarray(0, end).toString('latin1');
    const status = Number(head.slice(9, 12));
    const lower = head.toLowerCase();
    const start = end + 4;
    let body: Buffer;
    let rest: number;
    const length = /\r\ncontent-length: *(\d+)/.exec(lower);
    if (length) {
      const n = Number(length[1]);
      if (this.buffer.length < start + n) return;
      body = this.buffer.subarray(start, start + n);
      rest = start + n;
    } else if (lower.includes('\r\ntransfer-encoding: chunked')) {
      const parts: Buffer[] = [];
      let at = start;
      for (;;) {
        const line = this.buffer.indexOf('\r\n', at);
        if (line < 0) return;
        const size = parseInt(this.buffer.subarray(at, line).toString('latin1'), 16);
        if (this.buffer.length < line + 2 + size + 2) return;
        if (size === 0) {
          rest = line + 4;
          break;
        }
        parts.push(this.buffer.subarray(line + 2, line + 2 + size));
        at = line + 2 + size + 2;
      }
      body = Buffer.concat(parts);
    } else {
      body = Buffer.alloc(0);
      rest = start;
    }
    this.buffer = this.buffer.subarray(rest);
    const w = this.waiting;
    this.waiting = null;
    w.resolve({ status, text: body.toString('utf8') });
  }

  /** Sends one request and answers its status and body text. */
  async request(method: string, path: string, headers: Record<string, string>, body = ''): Promise<Answer> {
    if (!this.socket) this.socket = await this.open();
    let head = `${method} ${path} HTTP/1.1\r\nhost: ${this.host}:${this.port}\r\nconnection: keep-alive\r\n`;
    for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
    const payload = Buffer.from(body, 'utf8');
    if (method !== 'GET') head += `content-length: ${payload.length}\r\n`;
    const socket = this.socket;
    return new Promise<Answer>((resolve, reject) => {
      this.waiting = { resolve, reject };
      socket.write(
        payload.length ? Buffer.concat([Buffer.from(`${head}\r\n`, 'latin1'), payload]) : `${head}\r\n`,
      );
    });
  }

  close(): void {
    this.socket?.destroy();
    this.socket = null;
  }
}

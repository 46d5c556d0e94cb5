// Image upload through inject, on PostgreSQL (PGlite instead where PostgreSQL is unavailable,
// decisions/0097): each accepted format stored under the data folder and served back byte for byte with
// its type; renamed non-images, oversize files, non-multipart bodies and missing files refused with the
// domain's messages; the empty-body signature; the per-user limit; private images (decisions/0055): kept
// apart, served only through a good, unexpired view link.
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { IMAGE_MAX_BYTES, messages, sign } from '@mall/domain';
import { buildServer } from '../../app.ts';
import { translate } from '../../i18n.ts';
import { users } from '../account/tables.ts';
import { issueToken } from '../account/tokens.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import { inArray } from 'drizzle-orm';
import { sniffImage } from './sniff.ts';
import { uploads } from './tables.ts';
import { UPLOAD_LIMIT } from './routes.shopper.ts';

const bytes = (...parts: (number[] | string | Buffer)[]) =>
  Buffer.concat(
    parts.map((p) =>
      typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.isBuffer(p) ? p : Buffer.from(p),
    ),
  );
/** The start of a real file of each format, then some random bytes. */
const samples = {
  jpg: bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF\0', randomBytes(200)),
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13], 'IHDR', randomBytes(200)),
  webp: bytes('RIFF', [0xd0, 0, 0, 0], 'WEBPVP8 ', randomBytes(200)),
  gif: bytes('GIF89a', randomBytes(200)),
} as const;
const contentTypes = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif' } as const;

/** A multipart body with the given parts (a file when it has a filename). */
function multipart(parts: { name: string; filename?: string; type?: string; data: Buffer | string }[]) {
  const boundary = `----mall${randomUUID().replaceAll('-', '')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`,
      ),
      Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

it('recognises the four formats by their first bytes only', () => {
  for (const [ext, data] of Object.entries(samples)) expect(sniffImage(data)?.ext).toBe(ext);
  expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  expect(sniffImage(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBeNull();
  expect(sniffImage(bytes([0xff, 0xd8]))).toBeNull();
  expect(sniffImage(Buffer.alloc(0))).toBeNull();
});

describeEachDatabase('image upload', (database) => {
  let app: FastifyInstance;
  let dataDir: string;
  let token: string;
  let uploaderId: string;

  const upload = (
    parts: Parameters<typeof multipart>[0],
    options: {
      token?: string | null;
      lang?: string;
      signedBody?: string;
      unsigned?: boolean;
      path?: string;
    } = {},
  ): InjectOptions => {
    const { payload, contentType } = multipart(parts);
    const bearer = options.token === undefined ? token : options.token;
    return {
      method: 'POST',
      url: options.path ?? '/api/p/file/upload',
      payload,
      headers: {
        'content-type': contentType,
        'accept-language': options.lang ?? 'zh',
        ...(options.unsigned ? {} : sign({ body: options.signedBody ?? '', origin: '', now: Date.now() })),
        ...(bearer ? { authorization: `bearer ${bearer}` } : {}),
      },
    };
  };
  const file = (name: string, data: Buffer, type = 'image/png') => [
    { name: 'file', filename: name, type, data },
  ];
  const refused = async (options: InjectOptions, message: Parameters<typeof translate>[1], lang = 'zh') => {
    const res = await app.inject(options);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toBe(translate(lang === 'en' ? 'en' : 'zh', message));
  };
  const newToken = async () => {
    const { db } = database().handle;
    const userId = `u${randomUUID().replaceAll('-', '')}`;
    await db.insert(users).values({ userId, userName: `up_${userId.slice(1, 9)}`, nickName: 'Uploader' });
    uploaderId ??= userId;
    return (await issueToken(db, userId)).token;
  };

  /** The server's clock: the real one moved by `skewMs` (a view link's expiry). */
  let skewMs = 0;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mall-upload-test-'));
    app = await buildServer({
      appDir: '/nonexistent/app',
      storybookDir: '/nonexistent/storybook',
      db: database().handle.db,
      account: { dataDir },
      now: () => Date.now() + skewMs,
    });
    token = await newToken();
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(async () => {
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores each format under <data>/uploads/<yyyy>/<mm>/ and serves it back byte for byte', async () => {
    const now = new Date();
    const folder = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    const urls = new Set<string>();
    for (const [ext, data] of Object.entries(samples) as [keyof typeof samples, Buffer][]) {
      // The declared name and type say nothing: a PNG named .jpg with a wrong type is stored as a PNG.
      const res = await app.inject(
        upload(file(`photo.${ext === 'png' ? 'jpg' : ext}`, data, 'application/octet-stream')),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const url = res.json<string>();
      expect(url).toMatch(new RegExp(`^/api/uploads/${folder}/[0-9a-f]{32}\\.${ext}$`));
      urls.add(url);
      const stored = join(dataDir, url.slice('/api/'.length));
      expect(existsSync(stored)).toBe(true);
      expect(readFileSync(stored).equals(data)).toBe(true);
      const served = await app.inject({ url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(data)).toBe(true);
      expect(served.headers['content-type']).toBe(contentTypes[ext]);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    }
    expect(urls.size).toBe(4);
    // Each one recorded as the uploader's (what the avatar, voucher and review image fields accept).
    const recorded = await database()
      .handle.db.select()
      .from(uploads)
      .where(inArray(uploads.url, [...urls]));
    expect(recorded.map((row) => row.userId)).toEqual([...urls].map(() => uploaderId));
    // Exactly 2 MB is fine.
    const big = Buffer.concat([samples.png, Buffer.alloc(IMAGE_MAX_BYTES - samples.png.length, 7)]);
    const res = await app.inject(upload(file('big.png', big)));
    expect(res.statusCode, res.body).toBe(200);
    expect((await app.inject({ url: res.json<string>() })).rawPayload.equals(big)).toBe(true);
  });

  it('refuses a renamed non-image, an oversize file, other bodies and a missing file, storing nothing', async () => {
    const before = (await app.inject(upload(file('a.png', samples.png)))).json<string>();
    const folder = join(dataDir, before.slice('/api/'.length), '..');
    const count = () => readdirSync(folder).length;
    const stored = count();
    await refused(upload(file('cat.png', Buffer.from('not an image at all'))), messages.imageType);
    await refused(
      upload(file('page.gif', Buffer.from('<html><script>alert(1)</script></html>'), 'image/gif')),
      messages.imageType,
    );
    await refused(
      upload(file('x.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml')),
      messages.imageType,
    );
    await refused(upload(file('empty.png', Buffer.alloc(0))), messages.imageType);
    await refused(
      upload(file('cat.png', Buffer.from('not an image')), { lang: 'en' }),
      messages.imageType,
      'en',
    );
    const over = Buffer.concat([samples.png, Buffer.alloc(IMAGE_MAX_BYTES + 1 - samples.png.length)]);
    await refused(upload(file('big.png', over)), messages.imageTooLarge);
    await refused(upload(file('big.png', over), { lang: 'en' }), messages.imageTooLarge, 'en');
    // No file, only a field; two files (one image per upload); a JSON body.
    await refused(upload([{ name: 'note', data: 'hello' }]), messages.imageType);
    const two = await app.inject(
      upload(
        [...file('a.png', samples.png), ...file('b.png', samples.png)].map((p, i) => ({
          ...p,
          name: `f${i}`,
        })),
      ),
    );
    expect(two.statusCode, two.body).toBe(400);
    expect(two.body).toBe(translate('zh', messages.imageType));
    const json = '{"file":"x"}';
    await refused(
      {
        method: 'POST',
        url: '/api/p/file/upload',
        payload: json,
        headers: {
          'content-type': 'application/json',
          authorization: `bearer ${token}`,
          ...sign({ body: json, origin: '', now: Date.now() }),
        },
      },
      messages.imageType,
    );
    expect(count()).toBe(stored);
  });

  it('needs a token and a signature made over an empty body', async () => {
    const one = file('a.png', samples.png);
    expect((await app.inject(upload(one, { token: null }))).statusCode).toBe(401);
    await refused(upload(one, { unsigned: true }), messages.signatureMissing);
    // Signed over the multipart bytes instead of '': refused.
    const { payload } = multipart(one);
    await refused(upload(one, { signedBody: payload.toString('latin1') }), messages.signatureInvalid);
  });

  it('answers 404 for names that are not stored uploads', async () => {
    for (const url of [
      '/api/uploads/2026/01/00000000000000000000000000000000.png',
      '/api/uploads/2026/13/00000000000000000000000000000000.png',
      '/api/uploads/2026/01/../../../etc/passwd',
      '/api/uploads/2026/01/..%2F..%2Fetc%2Fpasswd',
      '/api/uploads/26/01/00000000000000000000000000000000.png',
      '/api/uploads/2026/01/00000000000000000000000000000000.svg',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
    }
  });

  it(`limits uploads to ${UPLOAD_LIMIT.limit} per user in ${UPLOAD_LIMIT.windowMs / 60_000} minutes`, async () => {
    const mine = await newToken();
    const other = await newToken();
    for (let i = 0; i < UPLOAD_LIMIT.limit; i += 1) {
      const res = await app.inject(upload(file('a.gif', samples.gif), { token: mine }));
      expect(res.statusCode, res.body).toBe(200);
    }
    await refused(upload(file('a.gif', samples.gif), { token: mine }), messages.tooManyRequests);
    expect((await app.inject(upload(file('a.gif', samples.gif), { token: other }))).statusCode).toBe(200);
  });

  it('keeps a private image apart and serves it only through a good view link, for ten minutes', async () => {
    const private_ = { path: '/api/p/file/uploadPrivate' };
    const res = await app.inject(upload(file('licence.png', samples.png), private_));
    expect(res.statusCode, res.body).toBe(200);
    const link = res.json<string>();
    const match =
      /^(\/api\/private-uploads\/(\d{4})\/(\d{2})\/([0-9a-f]{32})\.png)\?expires=(\d+)&sig=([0-9a-f]{32})$/.exec(
        link,
      );
    expect(match, link).not.toBeNull();
    const [, url, year, month, name, expires] = match!;
    expect(Number(expires) - Date.now()).toBeGreaterThan(9 * 60 * 1000);
    expect(Number(expires) - Date.now()).toBeLessThanOrEqual(10 * 60 * 1000);
    // Stored beside the public folder, never in it; recorded as the uploader's, without the link.
    const stored = join(dataDir, 'private-uploads', year!, month!, `${name}.png`);
    expect(readFileSync(stored).equals(samples.png)).toBe(true);
    expect(existsSync(join(dataDir, 'uploads', year!, month!, `${name}.png`))).toBe(false);
    const [row] = await database()
      .handle.db.select()
      .from(uploads)
      .where(inArray(uploads.url, [url!]));
    expect(row?.userId).toBe(uploaderId);

    // The link serves it, never cached; the stored URL alone, a changed signature or expiry, another
    // file's signature and the public route do not (404, as for a missing file).
    const served = await app.inject({ url: link });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(samples.png)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const other = (await app.inject(upload(file('id.png', samples.png), private_))).json<string>();
    const otherSig = /sig=([0-9a-f]{32})$/.exec(other)![1]!;
    const flipped = link.replace(/sig=(.)/, (_, c: string) => `sig=${c === '0' ? '1' : '0'}`);
    for (const bad of [
      url!,
      `${url}?expires=${expires}`,
      flipped,
      link.replace(`expires=${expires}`, `expires=${Number(expires) + 1}`),
      link.replace(/sig=[0-9a-f]{32}$/, `sig=${otherSig}`),
      `/api/uploads/${year}/${month}/${name}.png`,
      `/api/private-uploads/${year}/${month}/../../uploads/${name}.png`,
    ]) {
      const answer = await app.inject({ url: bad });
      expect(answer.statusCode, bad).toBe(404);
    }
    // A public upload's path under the private route is not served either, even with a signature.
    const publicUrl = (await app.inject(upload(file('a.png', samples.png)))).json<string>();
    const asPrivate = publicUrl.replace('/api/uploads/', '/api/private-uploads/');
    expect((await app.inject({ url: `${asPrivate}?expires=${expires}&sig=${otherSig}` })).statusCode).toBe(
      404,
    );

    // Ten minutes later the link is dead.
    skewMs = 10 * 60 * 1000 + 1;
    try {
      expect((await app.inject({ url: link })).statusCode).toBe(404);
    } finally {
      skewMs = 0;
    }
    expect((await app.inject({ url: link })).statusCode).toBe(200);
  });

  it('checks a private image like any other and needs a token', async () => {
    const private_ = { path: '/api/p/file/uploadPrivate' };
    await refused(upload(file('cat.png', Buffer.from('not an image at all')), private_), messages.imageType);
    const over = Buffer.concat([samples.png, Buffer.alloc(IMAGE_MAX_BYTES + 1 - samples.png.length)]);
    await refused(upload(file('big.png', over), private_), messages.imageTooLarge);
    expect(
      (await app.inject(upload(file('a.png', samples.png), { ...private_, token: null }))).statusCode,
    ).toBe(401);
  });
});

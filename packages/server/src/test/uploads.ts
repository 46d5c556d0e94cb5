// Test uploads of the store's pictures: a small PNG (random bytes after its signature, so each is a new
// file) and the signed multipart request of POST /merchant/file/upload.
import { randomBytes, randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { sign } from '@mall/domain';

/** A PNG the upload's content check accepts; a new one each call. */
export const png = (): Buffer =>
  Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
    Buffer.from('IHDR', 'latin1'),
    randomBytes(64),
  ]);

/** POST /merchant/file/upload of `data` with `token`. */
export function merchantUploadRequest(token: string, data: Buffer, now = Date.now()): InjectOptions {
  const boundary = `----mall${randomUUID().replaceAll('-', '')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    method: 'POST',
    url: '/api/merchant/file/upload',
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'accept-language': 'zh',
      ...sign({ body: '', origin: '', now }),
      authorization: `bearer ${token}`,
    },
  };
}

// Private images (issue 15, decisions/0055): a store application's business licence and ID card photos.
// They are uploaded through POST /p/file/uploadPrivate into their own folder (`private-uploads` beside
// the public `uploads`, never served by the public route) and recorded like any upload (the applicant
// owns them, `claimUploads`, the cleanup job). Nobody reads them by their stored URL: the server hands
// out a view link, the URL with `?expires=<ms>&sig=<hex>`, HMAC-SHA256 of the URL and the expiry under
// the `private-upload` signing key every instance shares (lib/keys.ts), valid PRIVATE_VIEW_TTL_MS. Only
// the applicant's own answers (the upload, GET /p/shop/apply/info) and the reviewers' page (admin and
// auditor, GET /platform/shopApply/page) carry links. GET /private-uploads/... answers an image only for
// a good, unexpired link, with `Cache-Control: private, no-store`; anything else is 404, whether or not
// the file exists.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { dirname, join } from 'node:path';
import { isPrivateUploadUrl, PRIVATE_UPLOADS_URL_PREFIX } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { signingKey } from '../../lib/keys.ts';

/** How long a view link works: long enough to fill in or review a form, short enough to go stale. */
export const PRIVATE_VIEW_TTL_MS = 10 * 60 * 1000;

function mac(key: Buffer, url: string, expires: number): Buffer {
  return createHmac('sha256', key).update(`private-upload\0${url}\0${expires}`).digest().subarray(0, 16);
}

/** A view-link maker for `now`: the key is read once, each link is then signed without waiting. */
export async function privateLinks(db: Database, now: number): Promise<(url: string) => string> {
  const key = await signingKey(db, 'private-upload');
  const expires = now + PRIVATE_VIEW_TTL_MS;
  return (url) =>
    isPrivateUploadUrl(url) ? `${url}?expires=${expires}&sig=${mac(key, url, expires).toString('hex')}` : url;
}

/** Whether `expires` and `sig` are a good view link of the stored URL `url` at `now`. */
export async function isGoodPrivateLink(
  db: Database,
  url: string,
  expires: string | undefined,
  sig: string | undefined,
  now: number,
): Promise<boolean> {
  if (
    !isPrivateUploadUrl(url) ||
    !expires ||
    !sig ||
    !/^\d{1,15}$/.test(expires) ||
    !/^[0-9a-f]{32}$/.test(sig)
  )
    return false;
  const at = Number(expires);
  // A link never lives much longer than the TTL (a minute allowed for another instance's clock).
  if (at <= now || at > now + PRIVATE_VIEW_TTL_MS + 60_000) return false;
  const expected = mac(await signingKey(db, 'private-upload'), url, at);
  return timingSafeEqual(expected, Buffer.from(sig, 'hex'));
}

/** The stored URL of the private image at `<yyyy>/<mm>/<file>`. */
export function privateUrlOf(year: string, month: string, file: string): string {
  return `${PRIVATE_UPLOADS_URL_PREFIX}/${year}/${month}/${file}`;
}

/** The private images' folder beside the uploads folder `folder`. */
export function privateFolderOf(folder: string): string {
  return join(dirname(folder), 'private-uploads');
}

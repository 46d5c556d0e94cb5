// Private documents (issue 17, decisions/0064): an invoice's PDF. A merchant uploads it through
// POST /merchant/orderInvoice/upload (modules/invoice): one multipart file of at most
// DOCUMENT_MAX_BYTES that is a PDF by its content (sniff.ts `isPdf`; the name and the declared type count
// for nothing), kept in `private-documents` beside the uploads folder and recorded as the store's upload
// (`recordShopUpload`) under `/api/private-documents/<yyyy>/<mm>/<random>.pdf`. No route serves that
// path: the invoice's routes read the bytes (`readDocument`) for the order's shopper and the shop's
// accounts only, after their own check. The cleanup job removes an unused one like any upload.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DOCUMENT_MAX_BYTES,
  isPrivateDocumentUrl,
  messages,
  PRIVATE_DOCUMENTS_URL_PREFIX,
} from '@mall/domain';
import { BusinessError } from '../../plugins/errors.ts';
import type { Clock } from '../../plugins/stores.ts';
import type { UploadFolder } from './routes.shopper.ts';
import { isPdf } from './sniff.ts';

/** The private documents' folder beside the uploads folder `folder`. */
export function documentFolderOf(folder: string): string {
  return join(dirname(folder), 'private-documents');
}

/** The file of a stored document URL inside the documents folder beside `folder`, else null. */
export function documentFileOf(folder: string, url: string): string | null {
  if (!isPrivateDocumentUrl(url)) return null;
  return join(documentFolderOf(folder), url.slice(PRIVATE_DOCUMENTS_URL_PREFIX.length + 1));
}

/** Lets a route plugin's routes take multipart bodies of one document (registered per plugin scope). */
export async function acceptDocumentUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 },
  });
}

/**
 * Reads the one PDF of a multipart request, stores it and has `record` record its owner (the file is
 * removed if that fails); answers its stored URL. Refusals: BusinessError(invoiceDocumentType or
 * invoiceDocumentTooLarge).
 */
export async function receiveDocument(
  request: FastifyRequest,
  options: { uploads: UploadFolder; now: Clock },
  record: (url: string, at: Date) => Promise<void>,
): Promise<string> {
  if (!request.isMultipart()) throw new BusinessError(messages.invoiceDocumentType);
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.files()) bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new BusinessError(messages.invoiceDocumentTooLarge);
    throw new BusinessError(messages.invoiceDocumentType);
  }
  if (!bytes || !isPdf(bytes)) throw new BusinessError(messages.invoiceDocumentType);
  const date = new Date(options.now());
  const year = String(date.getUTCFullYear());
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const name = `${randomBytes(16).toString('hex')}.pdf`;
  const folder = join(documentFolderOf(options.uploads.path()), year, month);
  await mkdir(folder, { recursive: true });
  const path = join(folder, name);
  await writeFile(path, bytes, { flag: 'wx' });
  const url = `${PRIVATE_DOCUMENTS_URL_PREFIX}/${year}/${month}/${name}`;
  try {
    await record(url, date);
  } catch (error) {
    await unlink(path).catch(() => {});
    throw error;
  }
  return url;
}

/** The bytes of a stored document, or null (not a document URL, or the file is gone). */
export async function readDocument(uploads: UploadFolder, url: string): Promise<Buffer | null> {
  const folder = uploads.existing();
  const file = folder ? documentFileOf(folder, url) : null;
  if (!file) return null;
  try {
    return await readFile(file);
  } catch {
    return null;
  }
}

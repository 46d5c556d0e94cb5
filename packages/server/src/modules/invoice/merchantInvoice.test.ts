// The merchant's invoices (issue 17 item 4, decisions/0064), on PostgreSQL (PGlite instead where
// PostgreSQL is unavailable, decisions/0097): the shop's list and its filters; the PDF upload, checked by
// content and kept privately (no public route serves it); the issue, which takes only a PDF the same store
// uploaded; the document's download by the order's shopper and the shop's accounts only; another shop's
// invoice is never read or changed.
import { randomBytes, randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { messages, sign, type OrderInvoice, type Page } from '@mall/domain';
import { translate } from '../../i18n.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import {
  changedTables,
  demoProducts,
  makeHistory,
  merchantTokenOf,
  newShopper,
  openTestMall,
  tableChecksums,
  type Shopper,
  type ShopperHistory,
  type TestMall,
} from '../../test/mall.ts';
import { isPdf } from '../file/sniff.ts';
import { removeOrphanUploads } from '../file/service.ts';
import { uploads } from '../file/tables.ts';
import { issueMerchantToken } from '../merchant/auth.ts';
import { merchantAccounts } from '../merchant/tables.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { orderInvoices } from './tables.ts';

const zh = (d: (typeof messages)[keyof typeof messages]) => translate('zh', d);

/** A small but well-formed PDF: the header, one object and the end marker. */
const pdf = () =>
  Buffer.concat([
    Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj <<>> endobj\n', 'latin1'),
    randomBytes(64),
    Buffer.from('\ntrailer <<>>\n%%EOF\n', 'latin1'),
  ]);
const png = () =>
  Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
    randomBytes(64),
  ]);

/** POST /merchant/orderInvoice/upload of `data` (named invoice.pdf, declared a PDF) with `token`. */
function uploadRequest(token: string, data: Buffer): InjectOptions {
  const boundary = `----mall${randomUUID().replaceAll('-', '')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="invoice.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    method: 'POST',
    url: '/api/merchant/orderInvoice/upload',
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'accept-language': 'zh',
      ...sign({ body: '', origin: '', now: Date.now() }),
      authorization: `bearer ${token}`,
    },
  };
}

it('takes a PDF by its header and end marker only', () => {
  expect(isPdf(pdf())).toBe(true);
  expect(isPdf(Buffer.from('%PDF-2.0\n1 0 obj\n%%EOF'))).toBe(true);
  expect(isPdf(png())).toBe(false);
  // A truncated upload (no end marker), a page that mentions PDF, a wrong version.
  expect(isPdf(pdf().subarray(0, 60))).toBe(false);
  expect(isPdf(Buffer.from('<html>%PDF-1.7 %%EOF</html>'))).toBe(false);
  expect(isPdf(Buffer.from('%PDF-x.y\n%%EOF\n'))).toBe(false);
  expect(isPdf(Buffer.alloc(0))).toBe(false);
});

describeEachDatabase('merchant invoices', (database) => {
  let mall: TestMall;
  let shop1 = '';
  let shop2 = '';
  let owner: Shopper;
  let other: Shopper;
  let history: ShopperHistory;

  beforeAll(async () => {
    const { db } = database().handle;
    await seedIfEmpty(db, { perLeaf: 1 });
    mall = await openTestMall(db);
    shop1 = await merchantTokenOf(db, 1);
    shop2 = await merchantTokenOf(db, 2);
    owner = await newShopper(db, 'inv-owner');
    other = await newShopper(db, 'inv-other');
    history = await makeHistory(mall, owner, shop1, demoProducts(2));
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => mall?.app.close());

  const upload = async (token: string, data = pdf()) => mall.app.inject(uploadRequest(token, data));
  const list = (token: string, query = 'status=0&current=1&size=50') =>
    mall.ok<Page<OrderInvoice>>('GET', `/merchant/orderInvoices?${query}`, { token });

  it("lists the shop's invoices by status and order number, and none of another shop's", async () => {
    const all = await list(shop1);
    const mine = all.records.find((r) => r.orderInvoiceId === history.invoiceId);
    expect(mine).toMatchObject({ orderNumber: history.shipped, invoiceState: 1, fileUrl: null });
    expect((await list(shop1, 'status=2')).records.map((r) => r.orderInvoiceId)).not.toContain(
      history.invoiceId,
    );
    const byNumber = await list(shop1, `orderNumber=${history.shipped.slice(0, 12)}`);
    expect(byNumber.records.map((r) => r.orderInvoiceId)).toContain(history.invoiceId);
    expect(byNumber.records.every((r) => r.orderNumber.startsWith(history.shipped.slice(0, 12)))).toBe(true);
    const theirs = await list(shop2);
    expect(theirs.records.map((r) => r.orderInvoiceId)).not.toContain(history.invoiceId);
    const bad = await mall.send('GET', '/merchant/orderInvoices?status=9', { token: shop1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toBe(zh(messages.queryStatusInvalid));
  });

  it('takes only a real PDF, kept where no public route serves it', async () => {
    for (const data of [png(), Buffer.from('<html><body>invoice</body></html>'), pdf().subarray(0, 40)]) {
      const res = await upload(shop1, data);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toBe(zh(messages.invoiceDocumentType));
    }
    const big = Buffer.concat([
      Buffer.from('%PDF-1.7\n'),
      Buffer.alloc(5 * 1024 * 1024 + 10),
      Buffer.from('%%EOF'),
    ]);
    const tooBig = await upload(shop1, big);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.body).toBe(zh(messages.invoiceDocumentTooLarge));
    const res = await upload(shop1, pdf());
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json<string>();
    expect(url).toMatch(/^\/api\/private-documents\/\d{4}\/\d{2}\/[0-9a-f]{32}\.pdf$/);
    const [row] = await mall.db.select().from(uploads).where(eq(uploads.url, url));
    expect(row).toMatchObject({ shopId: 1, userId: null });
    // Neither the public uploads route nor the private images' route serves it.
    for (const path of [
      url,
      url.replace('private-documents', 'uploads'),
      url.replace('private-documents', 'private-uploads'),
    ]) {
      expect((await mall.app.inject({ url: path })).statusCode).toBe(404);
    }
    // A products-only staff account may not upload an invoice.
    const [staff] = await mall.db
      .insert(merchantAccounts)
      .values({
        username: `inv_staff_${randomUUID().slice(0, 8)}`,
        passwordHash: 'x',
        shopId: 1,
        role: 'products',
      })
      .returning({ merchantId: merchantAccounts.merchantId });
    const staffRes = await upload(await issueMerchantToken(mall.db, staff!.merchantId, Date.now()), pdf());
    expect(staffRes.statusCode).toBe(403);
  });

  it("issues only with a PDF of the store's own, once, and lets only the buyer and the shop download it", async () => {
    const refuse = async (
      token: string,
      body: unknown,
      message: (typeof messages)[keyof typeof messages],
    ) => {
      const before = await tableChecksums(mall.db);
      const res = await mall.send('PUT', '/merchant/orderInvoice/issue', { token, body });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toBe(zh(message));
      expect(changedTables(before, await tableChecksums(mall.db))).toEqual([]);
    };
    const id = history.invoiceId;
    // A free address, an image upload, a well-shaped name nobody uploaded, another store's PDF.
    await refuse(
      shop1,
      { orderInvoiceId: id, fileUrl: 'https://example.com/i.pdf' },
      messages.invoiceDocumentRequired,
    );
    await refuse(
      shop1,
      { orderInvoiceId: id, fileUrl: `/api/private-documents/2026/01/${'b'.repeat(32)}.pdf` },
      messages.invoiceDocumentRequired,
    );
    const theirs = (await upload(shop2)).json<string>();
    await refuse(shop1, { orderInvoiceId: id, fileUrl: theirs }, messages.invoiceDocumentRequired);
    // Another shop cannot issue it, even with its own PDF.
    await refuse(shop2, { orderInvoiceId: id, fileUrl: theirs }, messages.invoiceNotFound);
    // Not issued yet: nothing to download.
    const early = await mall.send('GET', `/p/orderInvoice/file?orderInvoiceId=${id}`, { token: owner.token });
    expect(early.statusCode).toBe(400);
    expect(early.body).toBe(zh(messages.invoiceFileMissing));

    const document = pdf();
    const url = (await upload(shop1, document)).json<string>();
    expect(
      await mall.ok('PUT', '/merchant/orderInvoice/issue', {
        token: shop1,
        body: { orderInvoiceId: id, fileUrl: url },
      }),
    ).toBe(true);
    const [row] = await mall.db.select().from(orderInvoices).where(eq(orderInvoices.orderInvoiceId, id));
    expect(row).toMatchObject({ status: 2, fileUrl: url });
    await refuse(shop1, { orderInvoiceId: id, fileUrl: url }, messages.invoiceAlreadyIssued);

    // The buyer's answers name the authenticated route, never the stored name.
    const info = await mall.ok<OrderInvoice>('GET', `/p/orderInvoice/info/${id}`, { token: owner.token });
    expect(info.fileUrl).toBe(`/api/p/orderInvoice/file?orderInvoiceId=${id}`);
    expect(JSON.stringify(info)).not.toContain('private-documents');
    const listed = await list(shop1, `orderNumber=${history.shipped}`);
    expect(listed.records[0]!.fileUrl).toBe(`/api/merchant/orderInvoice/file?orderInvoiceId=${id}`);

    for (const [path, token] of [
      ['/p/orderInvoice/file', owner.token],
      ['/merchant/orderInvoice/file', shop1],
    ] as const) {
      const res = await mall.send('GET', `${path}?orderInvoiceId=${id}`, { token });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="invoice-${history.shipped}.pdf"`,
      );
      expect(res.rawPayload.equals(document)).toBe(true);
    }
    // Another shopper, another shop, nobody signed in.
    const stranger = await mall.send('GET', `/p/orderInvoice/file?orderInvoiceId=${id}`, {
      token: other.token,
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.body).toBe(zh(messages.invoiceNotFound));
    const shop = await mall.send('GET', `/merchant/orderInvoice/file?orderInvoiceId=${id}`, { token: shop2 });
    expect(shop.statusCode).toBe(400);
    expect(shop.body).toBe(zh(messages.invoiceNotFound));
    const anonymous = await mall.app.inject({ url: `/api/p/orderInvoice/file?orderInvoiceId=${id}` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.rawPayload.equals(document)).toBe(false);

    // The cleanup keeps the issued invoice's PDF and removes one no invoice names.
    const unused = (await upload(shop1)).json<string>();
    await removeOrphanUploads(mall.db, null, new Date(Date.now() + 86_400_000), { graceMs: 0, batch: 1000 });
    const kept = await mall.db
      .select({ url: uploads.url })
      .from(uploads)
      .where(inArray(uploads.url, [url, unused]));
    expect(kept.map((r) => r.url)).toEqual([url]);
  });
});

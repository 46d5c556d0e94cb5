// The tests of `npm run merchant -- ...` (scripts/merchant.ts) against a listening test server, run by
// modules/merchant/cli.test.ts on the default database kind (decisions/0107: the command line speaks HTTP
// only, so a second engine under the server tested it twice; kept here, with the test helpers, as its writes to other modules' tables are a test's, not the merchant
// module's): it logs in over HTTP (RSA password, signed requests), keeps its token in a file, lists and
// ships the shop's orders, issues an invoice, reaches the refund routes, prints the server's refusal with
// exit code 1, and logs out by revoking the token on the server; the owner manages staff accounts
// (decisions/0060) and a staff account is refused what its role lacks; it lists the shop's products and
// takes one off sale and back, lists the reviews waiting for a reply and replies to one.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { OrderStatus, sign } from '@mall/domain';
import { buildServer } from '../app.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from './databases.ts';
import { demoShoppers } from '../modules/account/demo.ts';
import { issueToken } from '../modules/account/tokens.ts';
import { prodComments } from '../modules/catalog/tables.ts';
import { orderInvoices } from '../modules/invoice/tables.ts';
import { orders } from '../modules/order/tables.ts';
import { generateDemo } from '../modules/seed/generate.ts';
import { seedIfEmpty } from '../modules/seed/index.ts';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const script = join(root, 'packages/server/scripts/merchant.ts');

const demo = generateDemo({ perLeaf: 1 });
const product = demo.products.find(
  (p) => p.shopId === 1 && p.status === 1 && demo.skus.some((s) => s.prodId === p.prodId && s.stocks >= 5),
)!;
const sku = demo.skus.find((s) => s.prodId === product.prodId && s.stocks >= 5)!;

/** The suite, on the default database kind. */
export function merchantCliSuite(): void {
  describeEachDatabase('the merchant command line', (database) => {
    let app: FastifyInstance;
    let folder: string;
    let env: NodeJS.ProcessEnv;

    // `node --import tsx`, not the tsx command, which starts a second Node process: half a second less
    // per call, and the suite makes thirty-odd calls (decisions/0107).
    const cli = async (...args: string[]) => {
      try {
        const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', script, ...args], {
          env,
          cwd: root,
          timeout: 60_000,
        });
        return { code: 0, stdout, stderr };
      } catch (error) {
        const e = error as { code?: number; stdout: string; stderr: string };
        return { code: e.code ?? 1, stdout: e.stdout, stderr: e.stderr };
      }
    };

    async function paidOrder(): Promise<string> {
      const { db } = database().handle;
      const token = (await issueToken(db, demoShoppers[0].userId)).token;
      const post = async (url: string, body: unknown) => {
        const text = JSON.stringify(body);
        const res = await app.inject({
          method: 'POST',
          url: `/api${url}`,
          payload: text,
          headers: {
            'content-type': 'application/json',
            authorization: `bearer ${token}`,
            ...sign({ body: text, origin: '', now: Date.now() }),
          },
        });
        expect(res.statusCode, res.body).toBe(200);
        return res.json<Record<string, string>>();
      };
      const { uuid } = await post('/p/order/confirm', {
        orderItem: { prodId: product.prodId, skuId: sku.skuId, prodCount: 1 },
        couponIds: [],
      });
      const { orderNumbers } = await post('/p/order/submit', { uuid });
      await db
        .update(orders)
        .set({ status: OrderStatus.pendingDelivery, payTime: new Date() })
        .where(eq(orders.orderNumber, orderNumbers!));
      return orderNumbers!;
    }

    beforeAll(async () => {
      const { db } = database().handle;
      await seedIfEmpty(db, { perLeaf: 1 });
      app = await buildServer({ appDir: '/nonexistent/app', storybookDir: '/nonexistent/storybook', db });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address() as { port: number };
      folder = mkdtempSync(join(tmpdir(), 'mall-merchant-'));
      env = {
        ...process.env,
        MALL_API: `http://127.0.0.1:${address.port}/api`,
        MALL_MERCHANT_TOKEN_FILE: join(folder, 'token'),
        MALL_LANG: 'en',
      };
    }, DATABASE_HOOK_TIMEOUT);
    afterAll(async () => {
      await app?.close();
      if (folder) rmSync(folder, { recursive: true, force: true });
    });

    it('needs a login, then lists and ships orders and issues invoices', { timeout: 120_000 }, async () => {
      const before = await cli('orders');
      expect(before.code).toBe(1);
      expect(before.stderr).toContain('login');

      const wrong = await cli('login', 'shop1', 'Wrong@1234');
      expect(wrong.code).toBe(1);
      expect(wrong.stderr).toContain('400: Wrong merchant account or password');

      const login = await cli('login', 'shop1', 'Shop@1234');
      expect(login.code, login.stderr).toBe(0);
      expect(login.stdout).toContain('shop 1');
      expect(JSON.parse(readFileSync(join(folder, 'token'), 'utf8'))).toMatchObject({ shopId: 1 });

      const number = await paidOrder();
      const listed = await cli('orders', '--status', '2');
      expect(listed.code, listed.stderr).toBe(0);
      const page = JSON.parse(listed.stdout) as { records: { orderNumber: string; status: number }[] };
      expect(page.records.map((r) => r.orderNumber)).toContain(number);

      const shipped = await cli('ship', number, 'SF Express', 'SF1234567890');
      expect(shipped.code, shipped.stderr).toBe(0);
      const { db } = database().handle;
      expect((await db.select().from(orders).where(eq(orders.orderNumber, number)))[0]?.status).toBe(3);
      const again = await cli('ship', number, 'SF Express', 'SF1234567890');
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('400: Only a paid order pending delivery can be shipped');

      const [order] = await db.select().from(orders).where(eq(orders.orderNumber, number));
      const [invoice] = await db
        .insert(orderInvoices)
        .values({
          orderId: order!.orderId,
          orderNumber: number,
          userId: order!.userId,
          shopId: 1,
          headerType: 2,
          headerName: 'Zhang San',
        })
        .returning();
      // A URL is no document: the command reads the PDF file it is given and uploads it first.
      const notAFile = await cli(
        'invoice',
        String(invoice!.orderInvoiceId),
        'https://files.example.com/i.pdf',
      );
      expect(notAFile.code).toBe(1);
      const pdf = join(mkdtempSync(join(tmpdir(), 'mall-cli-')), 'invoice.pdf');
      writeFileSync(pdf, Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1'));
      const issued = await cli('invoice', String(invoice!.orderInvoiceId), pdf);
      expect(issued.code, issued.stderr).toBe(0);
      expect(
        (
          await db
            .select()
            .from(orderInvoices)
            .where(eq(orderInvoices.orderInvoiceId, invoice!.orderInvoiceId))
        )[0]?.status,
      ).toBe(2);

      // The refund commands reach the server and print its answer (a refusal for an unknown request).
      const refused = await cli('agree', '99999999999999999999');
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/^4\d\d: /);

      const unknown = await cli('dance');
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('commands:');
      // Logout revokes the token on the server, not only the file here.
      const { token } = JSON.parse(readFileSync(join(folder, 'token'), 'utf8')) as { token: string };
      const out = await cli('logout');
      expect(out.code, out.stderr).toBe(0);
      expect(out.stdout).toContain('Logged out');
      expect((await cli('orders')).code).toBe(1);
      const after = await app.inject({
        method: 'GET',
        url: '/api/merchant/orders',
        headers: { authorization: `bearer ${token}` },
      });
      expect(after.statusCode).toBe(401);
    });

    it(
      "manages the owner's staff, and a staff account signs in to its role",
      { timeout: 120_000 },
      async () => {
        expect((await cli('login', 'shop2', 'Shop@1234')).code).toBe(0);
        const me = await cli('me');
        expect(me.code, me.stderr).toBe(0);
        expect(JSON.parse(me.stdout)).toMatchObject({ role: 'owner', shopId: 2 });
        const added = await cli(
          'staff-add',
          `cli_${process.pid % 10000}`,
          'orders',
          'Staff@1234',
          'front',
          'desk',
        );
        expect(added.code, added.stderr).toBe(0);
        const staff = JSON.parse(added.stdout) as { merchantId: number; username: string; note: string };
        expect(staff.note).toBe('front desk');
        const listed = await cli('staff');
        expect(JSON.parse(listed.stdout)).toEqual([
          expect.objectContaining({ merchantId: staff.merchantId }),
        ]);
        expect((await cli('staff-role', String(staff.merchantId), 'chat')).code).toBe(0);
        // The staff account: chat only, no staff management (403 in its language).
        expect((await cli('login', staff.username, 'Staff@1234')).code).toBe(0);
        expect(JSON.parse((await cli('me')).stdout)).toMatchObject({
          role: 'chat',
          permissions: ['chat', 'signedIn'],
        });
        const refused = await cli('orders');
        expect(refused.code).toBe(1);
        expect(refused.stderr).toContain('403: ');
        expect((await cli('login', 'shop2', 'Shop@1234')).code).toBe(0);
        expect((await cli('staff-delete', String(staff.merchantId))).code).toBe(0);
        expect(JSON.parse((await cli('staff')).stdout)).toEqual([]);
        expect((await cli('logout')).code).toBe(0);
      },
    );

    it(
      'lists products and takes one off sale, lists reviews and replies to one',
      { timeout: 120_000 },
      async () => {
        const other = demo.products.find(
          (p) => p.shopId === 1 && p.status === 1 && p.prodId !== product.prodId,
        )!;
        expect((await cli('login')).code).toBe(0);
        const ids = async (...args: string[]) => {
          const res = await cli(...args);
          expect(res.code, res.stderr).toBe(0);
          return (JSON.parse(res.stdout) as { records: { prodId: number; prodCommId?: number }[] }).records;
        };
        expect(
          (await ids('products', '--status', '1', '--name', other.nameZh)).map((r) => r.prodId),
        ).toContain(other.prodId);
        expect((await cli('product-status', String(other.prodId), '0')).code).toBe(0);
        expect(
          (await ids('products', '--status', '0', '--name', other.nameZh)).map((r) => r.prodId),
        ).toContain(other.prodId);
        expect(
          (await ids('products', '--status', '1', '--name', other.nameZh)).map((r) => r.prodId),
        ).not.toContain(other.prodId);
        expect((await cli('product-status', String(other.prodId), '1')).code).toBe(0);
        const bad = await cli('product-status', String(other.prodId), '7');
        expect(bad.code).toBe(1);
        expect(bad.stderr).toContain('400: ');

        const waiting = await ids('comments', '--replied', '0');
        expect(waiting.length).toBeGreaterThan(0);
        const commentId = waiting[0]!.prodCommId!;
        const replied = await cli('reply', String(commentId), '谢谢', '惠顾');
        expect(replied.code, replied.stderr).toBe(0);
        expect((await ids('comments', '--replied', '0')).map((r) => r.prodCommId)).not.toContain(commentId);
        const { db } = database().handle;
        const [row] = await db.select().from(prodComments).where(eq(prodComments.prodCommId, commentId));
        expect(row?.replyContent).toBe('谢谢 惠顾');
        const unknown = await cli('reply', '999999999', 'x');
        expect(unknown.code).toBe(1);
        expect(unknown.stderr).toContain('400: ');
        expect((await cli('reply', String(commentId))).stderr).toContain('usage: npm run merchant -- reply');
      },
    );
  });
}

// The merchant's invoice route (PUT /merchant/orderInvoice/issue), in the merchant scope.
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Flag, InvoiceIssueParam, invoiceMachine, InvoiceStatus, messages } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { BusinessError } from '../../plugins/errors.ts';
import type { Clock } from '../../plugins/stores.ts';
import { merchantOf } from '../merchant/auth.ts';
import { orderInvoices } from './tables.ts';

const tags = ['invoice'];

/** The one invoice move (domain invoiceMachine): applying -> issued. */
const ISSUE = { from: InvoiceStatus.applying, to: InvoiceStatus.issued } as const;
if (!invoiceMachine.canTransition(ISSUE.from, ISSUE.to)) throw new Error('invoice move not allowed');

export const invoiceMerchantRoutes: FastifyPluginAsyncZod<{ db: Database; now: Clock }> = async (
  app,
  { db, now },
) => {
  app.put(
    '/merchant/orderInvoice/issue',
    {
      config: { permission: 'orders' },
      schema: {
        tags,
        summary: "Issues an invoice of the merchant's shop (applying -> issued) with the document's URL",
        security: [{ merchantBearer: [] }],
        body: InvoiceIssueParam,
        response: { 200: Flag },
      },
    },
    async (request) => {
      const { shopId } = merchantOf(request);
      const ours = and(
        eq(orderInvoices.orderInvoiceId, request.body.orderInvoiceId),
        eq(orderInvoices.shopId, shopId),
      );
      const [issued] = await db
        .update(orderInvoices)
        .set({ status: ISSUE.to, fileUrl: request.body.fileUrl, issuedAt: new Date(now()) })
        .where(and(ours, eq(orderInvoices.status, ISSUE.from)))
        .returning({ id: orderInvoices.orderInvoiceId });
      if (!issued) {
        const [exists] = await db
          .select({ id: orderInvoices.orderInvoiceId })
          .from(orderInvoices)
          .where(ours);
        throw new BusinessError(exists ? messages.invoiceAlreadyIssued : messages.invoiceNotFound);
      }
      return true;
    },
  );
};

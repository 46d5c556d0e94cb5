// @mall/client: the mall's API transport (signature, error policy, language, token), its typed
// endpoints by resource, and the chat's websocket connection (chat/connection.ts). React and SWR live in
// the `@mall/client/swr` entry (with the chat's hook); tests' transport in `@mall/client/testing`.
export * from './apiClient.ts';
export * from './chat/chatSession.ts';
export * from './chat/chatState.ts';
export * from './chat/connection.ts';
export * from './endpoint.ts';
export * from './notifier.ts';
export * from './endpoints/account.ts';
export * from './endpoints/analytics.ts';
export * from './endpoints/addresses.ts';
export * from './endpoints/cart.ts';
export * from './endpoints/chat.ts';
export * from './endpoints/catalog.ts';
export * from './endpoints/comments.ts';
export * from './endpoints/coupons.ts';
export * from './endpoints/discounts.ts';
export * from './endpoints/group.ts';
export * from './endpoints/identity.ts';
export * from './endpoints/invoices.ts';
export * from './endpoints/loyalty.ts';
export * from './endpoints/merchant.ts';
export * from './endpoints/merchantProducts.ts';
export * from './endpoints/merchantOrders.ts';
export * from './endpoints/merchantStaff.ts';
export * from './endpoints/merchantChat.ts';
export * from './endpoints/merchantSession.ts';
export * from './endpoints/orders.ts';
export * from './endpoints/payment.ts';
export * from './endpoints/platform.ts';
export * from './endpoints/refunds.ts';
export * from './endpoints/seckill.ts';
export * from './endpoints/shopApply.ts';
export * from './endpoints/site.ts';
export * from './endpoints/stores.ts';
export * from './endpoints/uploads.ts';
export type { Page, PageQuery } from './endpoints/types.ts';

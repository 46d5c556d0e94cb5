// Every table of the server, for Drizzle's typed queries and for drizzle-kit's migration generator.
export * from '../modules/account/tables.ts';
export * from '../modules/site/tables.ts';
export * from '../modules/shop/tables.ts';
export * from '../modules/catalog/tables.ts';
export * from '../modules/notice/tables.ts';
export * from '../modules/cart/tables.ts';
export * from '../modules/wallet/tables.ts';
export * from '../modules/points/tables.ts';
export * from '../modules/address/tables.ts';
export * from '../modules/analytics/tables.ts';
export * from '../modules/coupon/tables.ts';
export * from '../modules/order/tables.ts';
export * from '../modules/merchant/tables.ts';
export * from '../modules/invoice/tables.ts';
export * from '../modules/payment/tables.ts';
export * from '../modules/refund/tables.ts';
export * from '../modules/seed/tables.ts';

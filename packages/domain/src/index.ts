export * from './locale.ts';
export * from './routes.ts';
export * from './constants.ts';
export * from './money.ts';
export * from './time.ts';
export * from './messages.ts';
export * from './status.ts';
export * from './rules.ts';

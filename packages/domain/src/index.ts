export * from './locale.ts';
export * from './routes.ts';

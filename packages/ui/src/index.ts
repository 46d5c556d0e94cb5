export { cn } from './lib/cn.ts';
export * from './primitives/Button/index.ts';

export { SeckillListScreen, type SeckillListScreenProps } from './SeckillListScreen.tsx';
export type { ActivityListQuery } from '../ActivityKit/index.ts';

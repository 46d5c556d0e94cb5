export { GroupListScreen, type GroupListScreenProps } from './GroupListScreen.tsx';
export type { ActivityListQuery } from '../ActivityKit/index.ts';

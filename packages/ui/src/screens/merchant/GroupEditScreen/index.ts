export { GroupEditScreen, type GroupEditScreenProps } from './GroupEditScreen.tsx';
export type { ActivitySkuOption } from '../ActivityKit/index.ts';

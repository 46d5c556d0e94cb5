export { SeckillEditScreen, type SeckillEditScreenProps } from './SeckillEditScreen.tsx';
export type { ActivitySkuOption } from '../ActivityKit/index.ts';

export { SeckillProgress, type SeckillProgressProps } from './SeckillProgress.tsx';

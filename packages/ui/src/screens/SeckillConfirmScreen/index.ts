export {
  SeckillConfirmScreen,
  type SeckillConfirmScreenProps,
  type SeckillRefusal,
} from './SeckillConfirmScreen.tsx';

export {
  SeckillDetailScreen,
  type SeckillBuyItem,
  type SeckillDetailScreenProps,
} from './SeckillDetailScreen.tsx';

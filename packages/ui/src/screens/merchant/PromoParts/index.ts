export {
  canEdit,
  canStop,
  fromLocalInput,
  ProductPicks,
  PromoStatusSelect,
  PromoStatusTag,
  StopDialog,
  toLocalInput,
  useStopDialog,
  type PromoListQuery,
} from './PromoParts.tsx';

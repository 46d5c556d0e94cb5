export {
  MemberDetailScreen,
  type LedgerPageChange,
  type MemberAdjustment,
  type MemberDetailScreenProps,
} from './MemberDetailScreen.tsx';

export {
  emptyMemberFilters,
  MemberListScreen,
  type MemberListQuery,
  type MemberListScreenProps,
} from './MemberListScreen.tsx';
export { MemberStatusTag } from './MemberStatusTag.tsx';
export { StatusConfirm, type StatusChange } from './StatusConfirm.tsx';

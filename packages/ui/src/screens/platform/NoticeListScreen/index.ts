export {
  emptyNoticeFilters,
  NoticeListScreen,
  type NoticeListQuery,
  type NoticeListScreenProps,
} from './NoticeListScreen.tsx';

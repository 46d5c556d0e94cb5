export {
  NoticeDetailScreen,
  NOTICE_LIST_PATH,
  noticeDateTime,
  type NoticeDetailScreenProps,
} from './NoticeDetailScreen.tsx';
export { noticeContent, safeUrl } from './noticeContent.tsx';

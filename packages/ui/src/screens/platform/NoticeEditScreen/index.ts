export {
  NoticeEditScreen,
  type NoticeEditScreenProps,
  type NoticeField,
  type NoticeSave,
} from './NoticeEditScreen.tsx';

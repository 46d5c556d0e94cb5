export { NoticeListScreen, noticeDetailPath, type NoticeListScreenProps } from './NoticeListScreen.tsx';

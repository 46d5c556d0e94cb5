export { ChatBanner, ChatPanel, type ChatBannerProps, type ChatPanelProps } from './ChatPanel.tsx';
export { ChatComposer, type ChatComposerProps } from './ChatComposer.tsx';
export { ChatMessagePreview } from './ChatMessagePreview.tsx';
export { ChatMessageList, type ChatMessageListProps } from './ChatMessageList.tsx';
export { ChatSidePanel, type ChatConsulting, type ChatSidePanelProps } from './ChatSidePanel.tsx';
export {
  canSend,
  chatDayKey,
  chatListTime,
  chatMinute,
  chatTextLength,
  connectionBanner,
  type ChatConnectionBanner,
  type ChatPendingMessage,
} from './chatView.ts';

export {
  ChatWorkspaceScreen,
  type ChatWorkspaceScreenProps,
  type QuickReplyAnswer,
} from './ChatWorkspaceScreen.tsx';

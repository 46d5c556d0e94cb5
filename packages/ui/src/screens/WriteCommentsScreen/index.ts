export {
  WriteCommentsScreen,
  type CommentDraft,
  type WriteCommentsScreenProps,
} from './WriteCommentsScreen.tsx';

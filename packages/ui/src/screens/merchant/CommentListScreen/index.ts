export {
  CommentListScreen,
  emptyCommentFilters,
  type CommentListQuery,
  type CommentListScreenProps,
  type ReplyRefusal,
} from './CommentListScreen.tsx';

export {
  CommentListScreen,
  emptyCommentFilters,
  type CommentListQuery,
  type CommentListScreenProps,
  type CommentProductOption,
  type ReplyRefusal,
} from './CommentListScreen.tsx';

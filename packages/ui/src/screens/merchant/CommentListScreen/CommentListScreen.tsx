// The merchant centre's reviews (issue 17 item 6; GET /merchant/comments, PUT /merchant/comment/reply):
// a DataTable of the store's reviews (the product, the author, the stars, the text and its pictures,
// when) with the product (among the store's products given), the product page's rating classes and
// "replied or not" as filters, paging, and a reply box per row: the reply is checked with the domain's
// rule (1-200 characters of plain text) before it is sent, its button is busy while the app sends it,
// and the server's refusal is shown under it. A reply already given shows with "Edit" (a later reply
// replaces it, decisions/0065). Props in, callbacks out.
import { useId, useMemo, useState, type FormEvent, type HTMLAttributes } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  commentReplySchema,
  firstError,
  MERCHANT_SHOP_LIMITS,
  type MerchantComment,
  type MerchantCommentPage,
} from '@mall/domain';
import { type DataTableColumn } from '../../../console/DataTable/index.ts';
import { ListFrame } from '../../../console/ListFrame/index.ts';
import { ReviewPictures } from '../../../mall/ReviewList/index.ts';
import { Button } from '../../../primitives/Button/index.ts';
import { Empty } from '../../../primitives/Empty/index.ts';
import { Image } from '../../../primitives/Image/index.ts';
import { Textarea } from '../../../primitives/Input/index.ts';
import { Rating } from '../../../primitives/Rating/index.ts';
import { Select } from '../../../primitives/Select/index.ts';

/** The list's filters and page, as GET /merchant/comments takes them (-1: any). */
export interface CommentListQuery {
  /** -1 all, 0 good, 1 medium, 2 poor, 3 with pictures (the product page's tabs). */
  evaluate: -1 | 0 | 1 | 2 | 3;
  /** -1 either, 0 not replied yet, 1 replied. */
  replied: -1 | 0 | 1;
  /** One product's reviews only; 0: any product. */
  prodId: number;
  current: number;
  size: number;
}

export const emptyCommentFilters = { evaluate: -1, replied: -1, prodId: 0 } as const satisfies Omit<
  CommentListQuery,
  'current' | 'size'
>;

/** A product the reviews can be filtered by. */
export interface CommentProductOption {
  prodId: number;
  prodName: string;
}

/** The server's refusal of a reply, for its review. */
export interface ReplyRefusal {
  commentId: number;
  message: string;
}

export interface CommentListScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The page of reviews; undefined until loaded. */
  page?: MerchantCommentPage | undefined;
  query: CommentListQuery;
  /** New filters (back to page 1) or another page. */
  onQueryChange: (query: CommentListQuery) => void;
  loading?: boolean | undefined;
  /** The list could not be loaded (or the server refused the filters: `errorText` says why). */
  error?: boolean | undefined;
  errorText?: string | undefined;
  onRetry?: (() => void) | undefined;
  /** Sends a checked reply; a rejection keeps the box as it is, with the app's `refusal` shown. */
  onReply: (commentId: number, content: string) => Promise<unknown>;
  /** The server's refusal of the last reply sent. */
  refusal?: ReplyRefusal | undefined;
  /** The store's products, for the product filter (shown when there are some). */
  products?: readonly CommentProductOption[] | undefined;
}

const EVALUATES = [-1, 0, 1, 2, 3] as const;
const REPLIED = [-1, 0, 1] as const;

/** One review's reply: the one given (with Edit), or the box to write it. */
function ReplyBox({
  comment,
  onReply,
  refusal,
}: {
  comment: MerchantComment;
  onReply: CommentListScreenProps['onReply'];
  refusal: string | undefined;
}) {
  const { t, i18n } = useLingui();
  const refusalId = useId();
  const [editing, setEditing] = useState(comment.replyContent === null);
  const [text, setText] = useState(comment.replyContent ?? '');
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const number = comment.prodCommId;
  if (!editing && comment.replyContent !== null) {
    return (
      <div className="flex flex-col items-start gap-1" data-part="reply">
        <p className="m-0 text-sm break-words whitespace-pre-line text-neutral-800">
          <span className="font-medium">{t`Store's reply:`}</span> {comment.replyContent}
        </p>
        {comment.replyTime ? (
          <span className="font-num text-xs text-neutral-600">{comment.replyTime}</span>
        ) : null}
        <Button
          variant="link"
          size="sm"
          aria-label={t`Edit the reply to review ${number}`}
          onClick={() => {
            setText(comment.replyContent ?? '');
            setEditing(true);
          }}
        >
          {t`Edit`}
        </Button>
      </div>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = commentReplySchema.safeParse(text);
    if (!checked.success) {
      const error = firstError(checked);
      setProblem(error ? i18n._(error) : undefined);
      return;
    }
    setProblem(undefined);
    setBusy(true);
    try {
      await onReply(comment.prodCommId, checked.data);
      setEditing(false);
    } catch {
      // The app shows its refusal; the box keeps the text.
    } finally {
      setBusy(false);
    }
  };
  const max = MERCHANT_SHOP_LIMITS.replyMax;
  return (
    <form
      noValidate
      aria-label={t`Reply to review ${number}`}
      aria-describedby={refusal ? refusalId : undefined}
      className="flex min-w-64 flex-col gap-2"
      onSubmit={(event) => void submit(event)}
    >
      <Textarea
        label={t`Reply to review ${number}`}
        hideLabel
        placeholder={t`Thank the shopper or answer the review`}
        rows={2}
        value={text}
        maxLength={max}
        showCount
        disabled={busy}
        error={problem}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(undefined);
        }}
      />
      {refusal ? (
        <p id={refusalId} role="alert" className="m-0 text-sm text-danger">
          {refusal}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        {comment.replyContent !== null ? (
          <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => setEditing(false)}>
            {t`Cancel`}
          </Button>
        ) : null}
        <Button type="submit" size="sm" loading={busy}>
          {t`Reply`}
        </Button>
      </div>
    </form>
  );
}

export function CommentListScreen({
  page,
  query,
  onQueryChange,
  loading = false,
  error = false,
  errorText,
  onRetry,
  onReply,
  refusal,
  products = [],
  ...props
}: CommentListScreenProps) {
  const { t } = useLingui();
  const evaluateLabel = (value: (typeof EVALUATES)[number]) =>
    [t`All`, t`Good`, t`Medium`, t`Poor`, t`With pictures`][value + 1]!;
  const repliedLabel = (value: (typeof REPLIED)[number]) => [t`All`, t`Not replied`, t`Replied`][value + 1]!;
  const columns = useMemo<DataTableColumn<MerchantComment>[]>(
    () => [
      {
        id: 'product',
        header: t`Product`,
        cell: ({ row: { original: c } }) => (
          <div className="flex max-w-56 items-start gap-2">
            <Image src={c.prodPic} alt="" ratio={1} rounded="md" className="size-12 shrink-0" />
            <div className="flex min-w-0 flex-col">
              <span className="line-clamp-2">{c.prodName}</span>
              {c.skuName ? <span className="text-sm text-neutral-600">{c.skuName}</span> : null}
            </div>
          </div>
        ),
      },
      {
        id: 'review',
        header: t`Review`,
        cell: ({ row: { original: c } }) => (
          <div className="flex max-w-md flex-col gap-1.5">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-medium text-neutral-800">{c.nickName || t`Anonymous user`}</span>
              <Rating readOnly size="sm" value={c.score} />
              <span className="font-num text-xs text-neutral-600">{c.recTime}</span>
            </div>
            <p className="m-0 break-words whitespace-pre-line text-neutral-900">{c.content}</p>
            <ReviewPictures pics={c.pics} />
          </div>
        ),
      },
      {
        id: 'reply',
        header: t`Reply`,
        cell: ({ row: { original: c } }) => (
          <ReplyBox
            // A new answer of the server (the reply saved) starts the box afresh.
            key={`${c.prodCommId}:${c.replyTime ?? ''}`}
            comment={c}
            onReply={onReply}
            refusal={refusal?.commentId === c.prodCommId ? refusal.message : undefined}
          />
        ),
      },
    ],
    [t, onReply, refusal],
  );

  // The address's product stays a choice even when the products given miss it (not loaded, refused, or
  // beyond the first page): named from its reviews shown, else by its id.
  const productOptions =
    query.prodId !== 0 && !products.some((p) => p.prodId === query.prodId)
      ? [
          {
            prodId: query.prodId,
            prodName:
              page?.records.find((c) => c.prodId === query.prodId)?.prodName ?? t`Product ${query.prodId}`,
          },
          ...products,
        ]
      : products;

  return (
    <ListFrame
      title={t`Product reviews`}
      description={t`Read what shoppers say about your products and reply under their reviews.`}
      query={query}
      emptyFilters={emptyCommentFilters}
      onQueryChange={onQueryChange}
      readFilters={(values) => ({
        evaluate: Number(values.evaluate ?? -1) as CommentListQuery['evaluate'],
        replied: Number(values.replied ?? -1) as CommentListQuery['replied'],
        // No product filter shown: the query's product stays (never silently dropped).
        prodId: values.prodId === undefined ? query.prodId : Number(values.prodId),
      })}
      filters={
        <>
          {productOptions.length > 0 ? (
            <Select
              name="prodId"
              label={t`Product`}
              defaultValue={String(query.prodId)}
              options={[
                { value: '0', label: t`All products` },
                ...productOptions.map((p) => ({ value: String(p.prodId), label: p.prodName })),
              ]}
            />
          ) : null}
          <Select
            name="evaluate"
            label={t`Rating`}
            defaultValue={String(query.evaluate)}
            options={EVALUATES.map((value) => ({ value: String(value), label: evaluateLabel(value) }))}
          />
          <Select
            name="replied"
            label={t`Reply status`}
            defaultValue={String(query.replied)}
            options={REPLIED.map((value) => ({ value: String(value), label: repliedLabel(value) }))}
          />
        </>
      }
      page={page}
      columns={columns}
      getRowId={(c) => String(c.prodCommId)}
      loading={loading}
      error={error ? (errorText ?? t`The reviews could not be loaded`) : undefined}
      onRetry={onRetry}
      noMatchTitle={t`No review matches these filters`}
      empty={
        <Empty size="sm" title={t`No reviews yet`} description={t`Your products' reviews are listed here.`} />
      }
      {...props}
    />
  );
}

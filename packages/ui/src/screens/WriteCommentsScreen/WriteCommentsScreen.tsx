import { useId, useState, type FormEvent, type HTMLAttributes } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiCore } from '@lingui/react';
import {
  paths,
  COMMENT_MAX_CHARS,
  COMMENT_MAX_IMAGES,
  commentForm,
  fieldErrors,
  type MyOrder,
  type OrderItemDto,
} from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { ScreenFrame } from '../../mall/ScreenFrame/index.ts';
import { useUploadList, type UploadImage } from '../../lib/useUploadList.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Checkbox } from '../../primitives/Checkbox/index.ts';
import { Image } from '../../primitives/Image/index.ts';
import { Textarea } from '../../primitives/Input/index.ts';
import { Rating } from '../../primitives/Rating/index.ts';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton/index.ts';
import { Upload } from '../../primitives/Upload/index.ts';
import { orderPaths } from '../../mall/OrderCard/index.ts';
import { identityHref, type HrefBuilder } from '../../mall/SiteFooter/siteConfig.ts';
import { LoadError, LoadMissing } from '../../mall/PagedList/index.ts';

/** One item's review as the shopper wrote it (the domain comment rule has passed). */
export interface CommentDraft {
  score: number;
  content: string;
  /** Uploaded image URLs, in order. */
  pics: string[];
  isAnonymous: boolean;
}

export interface WriteCommentsScreenProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'onSubmit'
> {
  /** The order whose items are reviewed; undefined until it has loaded. */
  order?: MyOrder;
  loading?: boolean;
  /** No such order of this buyer, or one that cannot be reviewed (not completed). */
  notFound?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** Uploads one image (POST /p/file/upload) and resolves its URL. */
  onUploadImage?: UploadImage;
  /** Submits one item's review (POST /p/prodComm). */
  onSubmit?: (item: OrderItemDto, draft: CommentDraft) => void;
  /** The item whose review is being sent. */
  submittingItemId?: number | null;
  href?: HrefBuilder;
  onNavigate?: (to: string) => void;
}

function ItemForm({
  item,
  onUploadImage,
  onSubmit,
  submitting,
  disabled,
}: {
  item: OrderItemDto;
  onUploadImage?: UploadImage;
  onSubmit?: (item: OrderItemDto, draft: CommentDraft) => void;
  submitting: boolean;
  disabled: boolean;
}) {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const id = useId();
  const [score, setScore] = useState(5);
  const [content, setContent] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const images = useUploadList(onUploadImage);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (images.busy || disabled) return;
    const draft = { score, content: content.trim(), pics: images.urls(), isAnonymous: anonymous };
    const result = commentForm.safeParse(draft);
    const found = fieldErrors(result);
    setErrors(Object.fromEntries(Object.entries(found).map(([k, d]) => [k, i18n._(d)])));
    if (result.success) onSubmit?.(item, draft);
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-name`}
      data-comment-item={item.orderItemId}
      className="flex flex-col gap-3 rounded-lg bg-neutral-0 px-3 py-4 md:flex-row md:gap-6 md:px-5"
    >
      <div className="flex gap-3 md:w-56 md:flex-col">
        <Image src={item.pic} alt="" className="size-16 shrink-0 md:size-24" rounded="md" />
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={`${id}-name`} className="m-0 line-clamp-2 text-sm font-normal text-neutral-900">
            {item.prodName}
          </h2>
          {item.skuName ? <span className="text-xs text-neutral-600">{item.skuName}</span> : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3">
        <div className="flex items-center gap-3">
          <span id={`${id}-score`} className="text-sm font-medium text-neutral-800">
            <Trans>Rating</Trans>
          </span>
          <Rating
            aria-labelledby={`${id}-score`}
            value={score}
            onValueChange={setScore}
            name={`${id}-score-input`}
            disabled={disabled}
          />
          {errors.score ? <span className="text-xs text-danger">{errors.score}</span> : null}
        </div>
        <Textarea
          id={`${id}-content`}
          label={t`Your review`}
          placeholder={t`How do you like it? Share your experience with other shoppers`}
          value={content}
          maxLength={COMMENT_MAX_CHARS}
          showCount
          rows={3}
          disabled={disabled}
          error={errors.content}
          onChange={(event) => setContent(event.target.value)}
        />
        <div className="flex flex-col gap-1">
          <span className="text-sm font-medium text-neutral-800">
            <Trans>Images (up to {COMMENT_MAX_IMAGES})</Trans>
          </span>
          <Upload
            value={images.items}
            onSelect={images.onSelect}
            onRemove={images.onRemove}
            maxCount={COMMENT_MAX_IMAGES}
            disabled={disabled}
          />
          {errors.pics ? <span className="text-xs text-danger">{errors.pics}</span> : null}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Checkbox
            label={t`Review anonymously`}
            checked={anonymous}
            disabled={disabled}
            onCheckedChange={(checked) => setAnonymous(checked === true)}
          />
          <Button
            type="submit"
            disabled={disabled || images.busy}
            aria-busy={submitting || undefined}
            className="max-md:w-full"
          >
            <Trans>Submit review</Trans>
          </Button>
        </div>
      </div>
    </form>
  );
}

/**
 * Reviews of an order's items (`/write-comments?orderNumber=`): for each item not yet reviewed a rating,
 * a text of at most 150 characters with a live count, up to 9 images uploaded as they are picked, and an
 * anonymous flag, checked with the domain comment rule and submitted one item at a time; items already
 * reviewed are listed as such, and once every item is reviewed the way back to the order.
 */
export function WriteCommentsScreen({
  order,
  loading = false,
  notFound = false,
  error = false,
  onRetry,
  onUploadImage,
  onSubmit,
  submittingItemId = null,
  href = identityHref,
  onNavigate,
  className,
  ...props
}: WriteCommentsScreenProps) {
  const { t } = useLingui();
  let body;
  if (order) {
    const open = order.orderItemDtos.filter((item) => item.commSts === 0);
    const done = order.orderItemDtos.filter((item) => item.commSts !== 0);
    body = (
      <>
        {open.map((item) => (
          <ItemForm
            key={item.orderItemId}
            item={item}
            {...(onUploadImage ? { onUploadImage } : {})}
            {...(onSubmit ? { onSubmit } : {})}
            submitting={submittingItemId === item.orderItemId}
            disabled={submittingItemId !== null}
          />
        ))}
        {done.length > 0 ? (
          <section aria-labelledby="reviewed-title" className="rounded-lg bg-neutral-0 px-3 py-3 md:px-5">
            <h2 id="reviewed-title" className="m-0 mb-2 text-base font-medium text-neutral-900">
              <Trans>Reviewed</Trans>
            </h2>
            <ul className="m-0 flex list-none flex-col gap-2 p-0">
              {done.map((item) => (
                <li key={item.orderItemId} className="flex items-center gap-3 text-sm text-neutral-700">
                  <Image src={item.pic} alt="" className="size-10 shrink-0" rounded="md" />
                  <span className="min-w-0 flex-1 truncate">{item.prodName}</span>
                  <span className="text-success">
                    <Trans>Reviewed</Trans>
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {open.length === 0 ? (
          <LoadMissing
            data-part="comments-done"
            title={t`Every item of this order has been reviewed. Thank you!`}
            linkHref={href(orderPaths.detail(order.orderNumber))}
            linkLabel={t`Back to the order`}
          />
        ) : null}
      </>
    );
  } else if (notFound) {
    body = (
      <LoadMissing
        data-part="comments-not-found"
        title={t`This order cannot be reviewed`}
        linkHref={href(paths.userCenter('uc-order'))}
        linkLabel={t`Back to my orders`}
      />
    );
  } else if (error) {
    body = (
      <LoadError
        title={t`The order could not be loaded`}
        onRetry={onRetry}
        className="rounded-lg bg-neutral-0"
        data-part="comments-error"
      />
    );
  } else if (loading) {
    body = (
      <SkeletonGroup label={t`Loading the order`} className="flex gap-3 rounded-lg bg-neutral-0 p-4">
        <Skeleton className="size-16 shrink-0" />
        <span className="flex flex-1 flex-col gap-2">
          <Skeleton shape="text" className="w-2/5" />
          <Skeleton className="h-20 w-full" />
        </span>
      </SkeletonGroup>
    );
  } else {
    body = null;
  }
  return (
    <ScreenFrame
      heading=<Trans>Review the order</Trans>
      className={cn('max-w-5xl md:py-6', className)}
      onNavigate={onNavigate}
      {...props}
    >
      {body}
    </ScreenFrame>
  );
}

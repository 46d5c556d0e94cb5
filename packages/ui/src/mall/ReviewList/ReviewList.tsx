import { forwardRef, type HTMLAttributes } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  formatDate,
  type CommentFilter,
  type CommentSummary,
  type Page,
  type ProdComment,
} from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { UserIcon } from '../../icons/index.tsx';
import { Empty } from '../../primitives/Empty/index.ts';
import { Image } from '../../primitives/Image/index.ts';
import { Pagination } from '../../primitives/Pagination/index.ts';
import { Rating } from '../../primitives/Rating/index.ts';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton/index.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../primitives/Tabs/index.ts';
import { Tag } from '../../primitives/Tag/index.ts';
import { ReviewPictures } from './ReviewPictures.tsx';

/** The filters in tab order: all, good, medium, poor, with pictures (`evaluate` of the contract). */
export const REVIEW_FILTERS: readonly CommentFilter[] = [-1, 0, 1, 2, 3];

export interface ReviewListProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** `/prodComm/prodCommData`: positive rating and the count of each filter. */
  summary?: CommentSummary;
  /** The chosen filter (controlled). */
  filter: CommentFilter;
  onFilterChange?: (filter: CommentFilter) => void;
  /** The page of reviews of the chosen filter (`/prodComm/prodCommPageByProd`). */
  reviews?: Page<ProdComment>;
  onPageChange?: (page: number) => void;
  /** Skeleton rows while the page loads. */
  loading?: boolean;
}

/** A wire time (`YYYY-MM-DD hh:mm:ss`, China time) as its date. */
function reviewDate(recTime: string): string {
  return formatDate(`${recTime.trim().replace(' ', 'T')}+08:00`, 'YYYY-MM-DD');
}

function countOf(summary: CommentSummary | undefined, filter: CommentFilter): number | undefined {
  if (!summary) return undefined;
  const counts: Record<CommentFilter, number> = {
    [-1]: summary.number,
    0: summary.praiseNumber,
    1: summary.secondaryNumber,
    2: summary.negativeNumber,
    3: summary.picNumber,
  };
  return counts[filter];
}

/**
 * A product's reviews: the positive rating, tabs filtering all / good / medium / poor / with pictures
 * (each with its count), the page of reviews (avatar, nickname or anonymous, stars, date, text, pictures,
 * the merchant's reply) and paging. Filter and page are the caller's: it fetches what they name.
 */
export const ReviewList = forwardRef<HTMLDivElement, ReviewListProps>(function ReviewList(
  { summary, filter, onFilterChange, reviews, onPageChange, loading = false, className, ...props },
  ref,
) {
  const { t } = useLingui();
  const labels: Record<CommentFilter, string> = {
    [-1]: t`All`,
    0: t`Good`,
    1: t`Medium`,
    2: t`Poor`,
    3: t`With pictures`,
  };
  const body = loading ? (
    <SkeletonGroup label={t`Loading reviews`} className="flex flex-col divide-y divide-neutral-100">
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex gap-3 py-4">
          <Skeleton shape="circle" className="size-9" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton shape="text" className="h-4 w-32" />
            <Skeleton shape="text" className="h-4 w-full" />
            <Skeleton shape="text" className="h-4 w-2/3" />
          </div>
        </div>
      ))}
    </SkeletonGroup>
  ) : !reviews || reviews.records.length === 0 ? (
    <Empty size="sm" title={t`No reviews yet`} />
  ) : (
    <>
      <ul className="m-0 flex list-none flex-col divide-y divide-neutral-100 p-0">
        {reviews.records.map((review) => (
          <ReviewItem key={review.prodCommId} review={review} />
        ))}
      </ul>
      {reviews.pages > 1 ? (
        <Pagination
          page={reviews.current}
          pageCount={reviews.pages}
          total={reviews.total}
          onPageChange={(page) => onPageChange?.(page)}
          className="mt-4 flex justify-end max-md:justify-center"
        />
      ) : null}
    </>
  );

  return (
    <div ref={ref} className={cn('flex flex-col gap-3 text-base', className)} {...props}>
      {summary ? (
        <div className="flex items-center gap-6 rounded bg-neutral-50 px-4 py-3" data-part="summary">
          <p className="m-0 flex items-baseline gap-2 text-neutral-700">
            {t`Positive rating`}
            <span className="font-num text-2xl font-semibold text-price">{summary.positiveRating}%</span>
          </p>
          <p className="m-0 text-neutral-600">{t`${summary.number} reviews`}</p>
        </div>
      ) : null}
      <Tabs
        value={String(filter)}
        onValueChange={(value) => onFilterChange?.(Number(value) as CommentFilter)}
      >
        <TabsList aria-label={t`Filter reviews`}>
          {REVIEW_FILTERS.map((f) => {
            const count = countOf(summary, f);
            return (
              <TabsTrigger key={f} value={String(f)} {...(count !== undefined ? { count } : {})}>
                {labels[f]}
              </TabsTrigger>
            );
          })}
        </TabsList>
        {REVIEW_FILTERS.map((f) => (
          <TabsContent key={f} value={String(f)}>
            {f === filter ? body : null}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
});

function ReviewItem({ review }: { review: ProdComment }) {
  const { t } = useLingui();
  const anonymous = review.isAnonymous === 1;
  const name = review.nickName || t`Anonymous user`;
  return (
    <li className="flex gap-3 py-4">
      {review.pic && !anonymous ? (
        <Image src={review.pic} alt="" ratio={1} rounded="full" className="size-9 shrink-0" />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-neutral-100 text-neutral-500"
        >
          <UserIcon className="size-5" />
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="font-medium text-neutral-800" data-part="nickname">
            {name}
          </span>
          {anonymous ? (
            <Tag size="sm" tone="neutral" variant="outline">
              {t`Anonymous`}
            </Tag>
          ) : null}
          <Rating readOnly size="sm" value={review.score} />
          <time className="ml-auto text-xs text-neutral-600" dateTime={reviewDate(review.recTime)}>
            {reviewDate(review.recTime)}
          </time>
        </div>
        <p className="m-0 break-words whitespace-pre-line text-neutral-900">{review.content}</p>
        <ReviewPictures pics={review.pics} />
        {review.replySts === 1 && review.replyContent ? (
          <p
            className="m-0 rounded bg-neutral-50 px-3 py-2 text-sm break-words whitespace-pre-line text-neutral-700"
            data-part="reply"
          >
            <span className="font-medium text-neutral-800">{t`Merchant reply:`}</span> {review.replyContent}
          </p>
        ) : null}
      </div>
    </li>
  );
}

import type { HTMLAttributes } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths, splitPics, type MyComment, type Page } from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { navigateOnLinkClick } from '../../lib/linkNavigation.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Empty } from '../../primitives/Empty/index.ts';
import { Image } from '../../primitives/Image/index.ts';
import { Rating } from '../../primitives/Rating/index.ts';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton/index.ts';
import { Tag } from '../../primitives/Tag/index.ts';
import { PagedList, splitListState, type PagedListState } from '../../mall/PagedList/index.ts';
import { orderPaths } from '../../mall/OrderCard/index.ts';
import { identityHref, type HrefBuilder } from '../../mall/SiteFooter/siteConfig.ts';

export interface MyCommentsScreenProps
  extends PagedListState<MyComment>, Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** A page of GET /p/prodComm/myCommList; undefined until it has loaded. */
  page?: Page<MyComment>;
  href?: HrefBuilder;
  onNavigate?: (to: string) => void;
}

function CommentRow({ comment, href }: { comment: MyComment; href: HrefBuilder }) {
  const { t } = useLingui();
  const pics = splitPics(comment.pics);
  return (
    <li
      className="flex gap-3 border-b border-neutral-100 px-3 py-4 last:border-0 md:px-5"
      data-comment-id={comment.prodCommId}
    >
      <a
        href={href(orderPaths.product(comment.prodId))}
        className="shrink-0"
        tabIndex={-1}
        aria-hidden="true"
      >
        <Image src={comment.prodPic} alt="" className="size-14 md:size-16" rounded="md" />
      </a>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <a
            href={href(orderPaths.product(comment.prodId))}
            className="min-w-0 truncate text-sm text-neutral-900 no-underline hover:text-brand"
          >
            {comment.prodName}
          </a>
          {comment.skuName ? <span className="text-xs text-neutral-600">{comment.skuName}</span> : null}
          {comment.isAnonymous === 1 ? (
            <Tag tone="neutral" size="sm">
              {t`Anonymous`}
            </Tag>
          ) : null}
        </div>
        <div className="flex items-center gap-3">
          <Rating readOnly value={comment.score} size="sm" />
          <span className="text-xs text-neutral-600">{comment.recTime}</span>
        </div>
        <p className="m-0 text-sm break-words text-neutral-800">{comment.content}</p>
        {pics.length > 0 ? (
          <ul className="m-0 flex list-none flex-wrap gap-2 p-0" aria-label={t`Review images`}>
            {pics.map((url, i) => (
              <li key={url}>
                <Image src={url} alt={t`Image ${i + 1}`} className="size-16" rounded="md" />
              </li>
            ))}
          </ul>
        ) : null}
        {comment.replyContent ? (
          <p className="m-0 rounded bg-neutral-50 px-3 py-2 text-xs text-neutral-700">
            <Trans>Seller reply: {comment.replyContent}</Trans>
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** The buyer's own reviews (`/user-center/uc-comments`), paged: product, stars, time, text, images, the seller's reply. */
export function MyCommentsScreen({
  href = identityHref,
  onNavigate,
  className,
  ...props
}: MyCommentsScreenProps) {
  const { t } = useLingui();
  const [list, rest] = splitListState(props);
  const body = (
    <PagedList
      {...list}
      part="comments"
      errorTitle={t`The reviews could not be loaded`}
      pastLastTitle={t`No reviews on this page`}
      empty={
        <Empty
          title={t`No reviews yet`}
          action={
            <Button asChild variant="secondary">
              <a href={href(paths.userCenter('uc-order', { status: 4 }))}>{t`Orders to review`}</a>
            </Button>
          }
        />
      }
      skeleton={
        <SkeletonGroup label={t`Loading the reviews`} className="flex flex-col rounded-lg bg-neutral-0">
          {[0, 1].map((i) => (
            <span key={i} className="flex gap-3 px-4 py-4">
              <Skeleton className="size-14 shrink-0" />
              <span className="flex flex-1 flex-col gap-2">
                <Skeleton shape="text" className="w-2/5" />
                <Skeleton shape="text" className="w-4/5" />
              </span>
            </span>
          ))}
        </SkeletonGroup>
      }
    >
      {(comments) => (
        <ul className="m-0 list-none rounded-lg bg-neutral-0 p-0" data-part="comment-list">
          {comments.map((comment) => (
            <CommentRow key={comment.prodCommId} comment={comment} href={href} />
          ))}
        </ul>
      )}
    </PagedList>
  );
  return (
    <div
      className={cn('flex w-full min-w-0 flex-col gap-3 md:gap-4', className)}
      onClick={navigateOnLinkClick(onNavigate)}
      {...rest}
    >
      <h1 className="m-0 text-lg font-medium text-neutral-900 max-md:px-3 md:text-xl">
        <Trans>My reviews</Trans>
      </h1>
      {body}
    </div>
  );
}

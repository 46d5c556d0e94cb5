import { useMemo, type HTMLAttributes } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths, messages, type Notice } from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { navigateOnLinkClick } from '../../lib/linkNavigation.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Empty } from '../../primitives/Empty/index.ts';
import { Skeleton, SkeletonGroup, SkeletonText } from '../../primitives/Skeleton/index.ts';
import { Tag } from '../../primitives/Tag/index.ts';
import { identityHref, type HrefBuilder } from '../../mall/SiteFooter/siteConfig.ts';
import { noticeContent } from './noticeContent.tsx';
import { LoadError } from '../../mall/PagedList/index.ts';

/** The notice list's route. */
export const NOTICE_LIST_PATH = paths.noticeList();

/** `YYYY-MM-DD hh:mm:ss` (China time, as the server sends it) as an ISO instant for `<time dateTime>`. */
export function noticeDateTime(publishTime: string): string | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/.exec(publishTime.trim());
  return match ? `${match[1]}T${match[2]}+08:00` : undefined;
}

export interface NoticeDetailScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The notice (`/shop/notice/info/{id}`); undefined until it has loaded. */
  notice?: Notice;
  /** Shows the skeleton (the app sets it once loading has lasted 200 ms). */
  loading?: boolean;
  /** No such notice (unknown or malformed id): the not-found state. */
  notFound?: boolean;
  /** The notice could not be loaded: the error state with a retry button. */
  error?: boolean;
  onRetry?: () => void;
  /** Builds link addresses (the app adds the `/en` prefix). */
  href?: HrefBuilder;
  /** A plain click on a link of the screen, with the address `href` built (client-side routing). */
  onNavigate?: (to: string) => void;
}

/** One notice (`/notice-detail?id=`): title, publish time, content and the way back to the list. */
export function NoticeDetailScreen({
  notice,
  loading = false,
  notFound = false,
  error = false,
  onRetry,
  href = identityHref,
  onNavigate,
  className,
  ...props
}: NoticeDetailScreenProps) {
  const { t, i18n } = useLingui();
  const content = useMemo(() => (notice ? noticeContent(notice.content) : null), [notice]);
  const back = (
    <Button asChild variant="secondary">
      <a href={href(NOTICE_LIST_PATH)}>{t`Back to notices`}</a>
    </Button>
  );

  let body;
  if (notice) {
    const dateTime = noticeDateTime(notice.publishTime);
    const published = notice.publishTime;
    body = (
      <article className="flex flex-col gap-4 rounded-lg bg-neutral-0 p-4 md:p-8" data-part="notice">
        <header className="flex flex-col gap-2 border-b border-neutral-200 pb-4">
          <h1 className="m-0 text-lg font-medium break-words text-neutral-900 md:text-xl">{notice.title}</h1>
          <p className="m-0 flex flex-wrap items-center gap-2 text-sm text-neutral-600">
            {notice.isTop === 1 ? <Tag tone="brand">{t`Pinned`}</Tag> : null}
            <span>
              <Trans>
                Published <time dateTime={dateTime}>{published}</time>
              </Trans>
            </span>
          </p>
        </header>
        <div
          className="flex flex-col gap-3 text-base leading-relaxed break-words text-neutral-800 [&_blockquote]:m-0 [&_blockquote]:border-l-4 [&_blockquote]:border-neutral-200 [&_blockquote]:pl-3 [&_h2]:m-0 [&_h2]:text-md [&_h2]:font-medium [&_h3]:m-0 [&_h3]:font-medium [&_h4]:m-0 [&_h4]:font-medium [&_ol]:m-0 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:m-0 [&_ul]:m-0 [&_ul]:list-disc [&_ul]:pl-6"
          data-part="notice-content"
        >
          {content}
        </div>
        <div className="border-t border-neutral-200 pt-4">{back}</div>
      </article>
    );
  } else if (notFound) {
    body = (
      <div className="rounded-lg bg-neutral-0" data-part="notice-not-found">
        <Empty
          title={
            <span role="heading" aria-level={1}>
              {i18n._(messages.noticeNotFound)}
            </span>
          }
          action={back}
        />
      </div>
    );
  } else if (error) {
    body = (
      <LoadError
        title={t`The notice could not be loaded`}
        onRetry={onRetry}
        className="rounded-lg bg-neutral-0"
        data-part="notice-error"
      >
        <Button asChild variant="ghost">
          <a href={href(NOTICE_LIST_PATH)}>{t`Back to notices`}</a>
        </Button>
      </LoadError>
    );
  } else if (loading) {
    body = (
      <SkeletonGroup
        label={t`Loading the notice`}
        className="flex flex-col gap-4 rounded-lg bg-neutral-0 p-4 md:p-8"
        data-part="notice-skeleton"
      >
        <Skeleton shape="text" className="h-6 w-3/5" />
        <Skeleton shape="text" className="w-40" />
        <SkeletonText lines={4} className="mt-2" />
      </SkeletonGroup>
    );
  } else {
    body = null;
  }

  return (
    <div
      className={cn('mx-auto flex w-full max-w-4xl flex-col gap-3 py-4 md:px-4 md:py-6', className)}
      onClick={navigateOnLinkClick(onNavigate)}
      {...props}
    >
      <p className="m-0 text-sm text-neutral-600 max-md:px-3" data-part="breadcrumb">
        <a href={href(NOTICE_LIST_PATH)} className="text-neutral-600 hover:text-brand">
          {t`Notices`}
        </a>
        <span aria-hidden="true" className="px-1.5">
          /
        </span>
        <span aria-current="page">{t`Notice details`}</span>
      </p>
      {body}
    </div>
  );
}

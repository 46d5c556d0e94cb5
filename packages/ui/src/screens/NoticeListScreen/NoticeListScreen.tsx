import type { HTMLAttributes } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths, type Notice, type Page } from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { ScreenFrame } from '../../mall/ScreenFrame/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Empty } from '../../primitives/Empty/index.ts';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton/index.ts';
import { Tag } from '../../primitives/Tag/index.ts';
import { PagedList, splitListState, type PagedListState } from '../../mall/PagedList/index.ts';
import { identityHref, type HrefBuilder } from '../../mall/SiteFooter/siteConfig.ts';

/** The detail route of a notice: `/notice-detail?id=3`. */
export const noticeDetailPath = (id: number) => paths.noticeDetail(id);

/** `YYYY-MM-DD hh:mm:ss` (China time) as an ISO instant for `<time dateTime>`. */
function isoDateTime(publishTime: string): string | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/.exec(publishTime.trim());
  return match ? `${match[1]}T${match[2]}+08:00` : undefined;
}

export interface NoticeListScreenProps
  extends PagedListState<Notice>, Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** A page of `/shop/notice/noticeList` (pinned first); undefined until it has loaded. */
  page?: Page<Notice>;
  /** Builds link addresses (the app adds the `/en` prefix). */
  href?: HrefBuilder;
  /** A plain click on a link of the screen, with the address `href` built (client-side routing). */
  onNavigate?: (to: string) => void;
}

/** The mall's notices (`/notice-list`), paged, pinned ones marked; each opens its detail page. */
export function NoticeListScreen({
  href = identityHref,
  onNavigate,
  className,
  ...props
}: NoticeListScreenProps) {
  const { t } = useLingui();
  const [list, rest] = splitListState(props);
  const body = (
    <PagedList
      {...list}
      part="notice"
      errorTitle={t`The notices could not be loaded`}
      pastLastPage={
        // A page past the last one (an old or edited address): the way back to the first page.
        <Empty
          title={t`No notices on this page`}
          action={
            <Button asChild variant="secondary">
              <a href={href(paths.noticeList())}>{t`Back to notices`}</a>
            </Button>
          }
        />
      }
      empty={
        <Empty
          title={t`No notices yet`}
          action={
            <Button asChild variant="secondary">
              <a href={href(paths.home())}>{t`Back to home`}</a>
            </Button>
          }
        />
      }
      skeleton={
        <SkeletonGroup
          label={t`Loading the notices`}
          className="flex flex-col rounded-lg bg-neutral-0"
          data-part="notice-skeleton"
        >
          {[0, 1, 2, 3].map((i) => (
            <span
              key={i}
              className="flex items-center gap-4 border-b border-neutral-100 px-4 py-4 last:border-0"
            >
              <Skeleton shape="text" className="w-3/5" />
              <Skeleton shape="text" className="ml-auto w-24" />
            </span>
          ))}
        </SkeletonGroup>
      }
    >
      {(notices) => (
        <ul className="m-0 flex list-none flex-col rounded-lg bg-neutral-0 p-0" data-part="notice-list">
          {notices.map((notice) => (
            <NoticeRow key={notice.id} notice={notice} href={href(noticeDetailPath(notice.id))} />
          ))}
        </ul>
      )}
    </PagedList>
  );

  return (
    <ScreenFrame
      heading=<Trans>Notices</Trans>
      className={cn('max-w-4xl md:py-6', className)}
      onNavigate={onNavigate}
      {...rest}
    >
      {body}
    </ScreenFrame>
  );
}

function NoticeRow({ notice, href }: { notice: Notice; href: string }) {
  const { t } = useLingui();
  const pinned = notice.isTop === 1;
  return (
    <li className="border-b border-neutral-100 last:border-0" data-notice-id={notice.id}>
      <a
        href={href}
        className="group flex flex-col gap-1 px-4 py-3.5 text-neutral-900 no-underline hover:bg-neutral-50 md:flex-row md:items-center md:gap-4"
      >
        <span className="flex min-w-0 flex-1 items-center gap-2">
          {pinned ? (
            <Tag tone="brand" className="shrink-0">
              {t`Pinned`}
            </Tag>
          ) : null}
          <span className="truncate group-hover:text-brand">{notice.title}</span>
        </span>
        <time
          dateTime={isoDateTime(notice.publishTime)}
          className="shrink-0 text-sm text-neutral-600 max-md:text-xs"
        >
          {notice.publishTime.slice(0, 10)}
        </time>
      </a>
    </li>
  );
}

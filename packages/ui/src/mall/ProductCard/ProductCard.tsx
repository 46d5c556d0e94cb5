import { useId, type AnchorHTMLAttributes, type HTMLAttributes } from 'react';
import { useLingui } from '@lingui/react/macro';
import { cva, type VariantProps } from 'class-variance-authority';
import type { Cents } from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { Skeleton } from '../../primitives/Skeleton/index.ts';
import { Image } from '../../primitives/Image/index.ts';
import { Tag } from '../../primitives/Tag/index.ts';
import { Price } from '../Price/index.ts';

/** The activity marks the mall names (translated), or any other label as the server sends it. */
export type ProductTag = 'groupBuy' | 'flashSale' | 'new' | { label: string };

export const productCardVariants = cva(
  'group relative flex overflow-hidden rounded-lg border border-neutral-200 bg-neutral-0 text-neutral-900 transition-shadow hover:border-neutral-300 hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-info',
  {
    variants: {
      layout: {
        /** PC: picture on top, details below. */
        grid: 'flex-col',
        /** Phone lists: picture on the left, details on the right. */
        list: 'flex-row gap-3 p-2',
      },
    },
    defaultVariants: { layout: 'grid' },
  },
);

export interface ProductCardProps
  extends Omit<HTMLAttributes<HTMLElement>, 'children'>, VariantProps<typeof productCardVariants> {
  /** The product page, e.g. `/detail/123` (the app adds the `/en` prefix). */
  href: string;
  /** Extra props of the link (onClick for client-side routing, target ...). */
  linkProps?: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'>;
  /** The product name: the link's accessible name; shown on at most two lines. */
  name: string;
  /** The product picture; a placeholder shows when it is missing or fails. */
  image?: string;
  /** Price in integer cents, shown with two decimals. */
  priceCents: Cents;
  /** The original price in cents, struck through beside the price. */
  originalPriceCents?: Cents;
  /** How many have been sold. */
  soldCount?: number;
  shopName?: string;
  tags?: readonly ProductTag[];
}

/**
 * A product in a list: picture, name (two lines at most), activity tags, price with the original price,
 * sold count and shop. The product name is the link, and its box stretches over the whole card, so a
 * click anywhere opens the product while the link's name stays the product name (price, tags, sold
 * count and shop are its description).
 */
export function ProductCard({
  href,
  linkProps,
  name,
  image,
  priceCents,
  originalPriceCents,
  soldCount,
  shopName,
  tags = [],
  layout,
  className,
  ...props
}: ProductCardProps) {
  const { t } = useLingui();
  const detailsId = useId();
  const list = layout === 'list';
  const tagText = (tag: ProductTag) =>
    typeof tag === 'object'
      ? tag.label
      : tag === 'groupBuy'
        ? t`Group buying`
        : tag === 'flashSale'
          ? t`Flash sale`
          : t`New`;
  const sold = soldCount;

  return (
    <article className={cn(productCardVariants({ layout }), className)} {...props}>
      <Image
        src={image}
        alt=""
        ratio={1}
        rounded={list ? 'md' : 'none'}
        className={cn('shrink-0', list ? 'w-28' : 'w-full')}
        imgClassName="transition-transform group-hover:scale-105"
      />
      <span className={cn('flex min-w-0 flex-1 flex-col gap-1.5', list ? 'py-0.5' : 'p-3')}>
        <a
          href={href}
          aria-describedby={detailsId}
          {...linkProps}
          className={cn(
            'line-clamp-2 text-base text-neutral-900 group-hover:text-brand focus-visible:outline-none',
            // The link's box covers the card: the whole card is the click target.
            'after:absolute after:inset-0 after:content-[""]',
            !list && 'min-h-11',
            linkProps?.className,
          )}
        >
          {name}
        </a>
        <span id={detailsId} className="mt-auto flex flex-col gap-1.5">
          {tags.length > 0 ? (
            <span className="flex flex-wrap gap-1">
              {tags.map((tag) => {
                const text = tagText(tag);
                return (
                  <Tag
                    key={text}
                    size="sm"
                    tone="brand"
                    variant={typeof tag === 'object' ? 'outline' : 'solid'}
                  >
                    {text}
                  </Tag>
                );
              })}
            </span>
          ) : null}
          <Price
            cents={priceCents}
            {...(originalPriceCents !== undefined ? { originalCents: originalPriceCents } : {})}
            size={list ? 'sm' : 'md'}
            className="flex-wrap"
          />
          {sold !== undefined || shopName ? (
            <span className="flex items-center justify-between gap-2 text-xs text-neutral-600">
              {shopName ? <span className="min-w-0 truncate">{shopName}</span> : <span />}
              {sold !== undefined ? <span className="shrink-0">{t`${sold} sold`}</span> : null}
            </span>
          ) : null}
        </span>
      </span>
    </article>
  );
}

export interface ProductCardSkeletonProps {
  layout?: 'grid' | 'list';
  className?: string;
}

/** The card's shape while products load; hidden from assistive tech (announce loading on the list). */
export function ProductCardSkeleton({ layout = 'grid', className }: ProductCardSkeletonProps) {
  const list = layout === 'list';
  return (
    <span aria-hidden="true" className={cn(productCardVariants({ layout }), 'hover:shadow-none', className)}>
      <Skeleton className={cn('aspect-square shrink-0', list ? 'w-28 rounded-md' : 'w-full rounded-none')} />
      <span className={cn('flex min-w-0 flex-1 flex-col gap-2', list ? 'py-0.5' : 'p-3')}>
        <Skeleton shape="text" className="h-4 w-full" />
        <Skeleton shape="text" className="h-4 w-2/3" />
        <Skeleton shape="text" className="mt-1 h-6 w-1/3" />
        <Skeleton shape="text" className="h-3 w-1/2" />
      </span>
    </span>
  );
}

// The page of one product as the storefront shows it: the product page, the flash sale's and the points
// mall's. The frame with its states (the product, not found, an error, loading), the summary (gallery
// beside the name, prices and choices), the description and the buy bar fixed at the bottom of a phone.
import type { HTMLAttributes, ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn.ts';
import { navigateOnLinkClick } from '../../lib/linkNavigation.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Empty } from '../../primitives/Empty/index.ts';
import { ProductGallery } from '../ProductGallery/index.ts';
import type { HrefBuilder } from '../SiteFooter/siteConfig.ts';
import { RichText } from './RichText.tsx';

/** The props every product screen takes besides its product: its states, its links. */
export interface ProductScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Skeletons (the app sets it once loading has lasted 200 ms). */
  loading?: boolean;
  /** The server does not know the product or the activity (its 400): the not-found state. */
  notFound?: boolean;
  /** The product could not be loaded (network, 500): an error with a retry. */
  error?: boolean;
  onRetry?: () => void;
  href?: HrefBuilder;
  /** A plain click on a link of the screen, with the address `href` built (client-side routing). */
  onNavigate?: (to: string) => void;
}

export interface ProductPageProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The page, once its product has loaded (its name is the h1); undefined while not. */
  detail: ReactNode | undefined;
  /** The h1 for screen readers while no product is shown ("Product details"). */
  heading: string;
  /** The product does not exist (or is not in the activity): `notFoundTitle` and the way back. */
  notFound: boolean;
  notFoundTitle: string;
  /** The way back from a missing product (a built address and its label). */
  wayBack: { href: string; label: string };
  /** The product could not be loaded: `errorTitle` with a retry. */
  error: boolean;
  errorTitle: string;
  onRetry: (() => void) | undefined;
  /** The skeleton shows (the app sets it once loading has lasted 200 ms). */
  loading: boolean;
  /** The loading look, shaped like the page. */
  skeleton: ReactNode;
  /** Names the states: `data-part="<part>-not-found"` and `"<part>-error"`. */
  part?: string | undefined;
  /** Called with the path of a plain click on a link inside (the app routes without a reload). */
  onNavigate?: ((path: string) => void) | undefined;
}

/** A product's page by its state: the product, not found (with the way back), the error, loading. */
export function ProductPage({
  detail,
  heading,
  notFound,
  notFoundTitle,
  wayBack,
  error,
  errorTitle,
  onRetry,
  loading,
  skeleton,
  part,
  onNavigate,
  className,
  ...props
}: ProductPageProps) {
  const { t } = useLingui();
  let body: ReactNode = null;
  if (detail !== undefined) {
    body = detail;
  } else if (notFound) {
    body = (
      <Empty
        illustration="search"
        title={notFoundTitle}
        action={
          <Button asChild variant="secondary">
            <a href={wayBack.href}>{wayBack.label}</a>
          </Button>
        }
        className="py-8"
        {...(part ? { 'data-part': `${part}-not-found` } : {})}
      />
    );
  } else if (error) {
    body = (
      <Empty
        title={errorTitle}
        action={
          <Button variant="secondary" onClick={onRetry}>
            {t`Retry`}
          </Button>
        }
        className="py-8"
        {...(part ? { 'data-part': `${part}-error` } : {})}
      />
    );
  } else if (loading) {
    body = skeleton;
  }
  return (
    <div
      className={cn('mx-auto w-full max-w-6xl text-base text-neutral-900 md:px-4 md:py-4', className)}
      onClick={navigateOnLinkClick(onNavigate)}
      {...props}
    >
      {detail !== undefined ? null : <h1 className="sr-only">{heading}</h1>}
      {body}
    </div>
  );
}

export interface ProductSummaryProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The gallery's pictures (`galleryImages`), the chosen SKU's picture and the product's name. */
  images: string[];
  current: string | null;
  alt: string;
  /** The column beside the gallery: the name (h1), prices, choices, buttons. */
  summary: ReactNode;
  /** What follows the summary: the description, the buy bar. */
  children?: ReactNode;
  /** The article's `data-part`. */
  part: string;
}

/** The product's article: the gallery and the summary beside it (stacked on a phone), then the rest. */
export function ProductSummary({
  images,
  current,
  alt,
  summary,
  children,
  part,
  ...props
}: ProductSummaryProps) {
  return (
    <article className="flex flex-col gap-4 pb-20 md:gap-6 md:pb-0" data-part={part} {...props}>
      <div className="flex flex-col gap-4 bg-neutral-0 md:flex-row md:gap-8" data-part="summary">
        <ProductGallery images={images} current={current} alt={alt} className="w-full md:w-2/5 md:shrink-0" />
        <div className="flex min-w-0 flex-1 flex-col gap-4 px-4 md:px-0">{summary}</div>
      </div>
      {children}
    </article>
  );
}

/** An activity product's description (its HTML), or a line saying there is none. */
export function ProductDescription({ content }: { content: string | null }) {
  const { t } = useLingui();
  return (
    <section className="bg-neutral-0 px-4 md:px-0">
      <h2 className="m-0 border-b border-neutral-200 pb-2 text-md font-semibold">{t`Product details`}</h2>
      {content ? (
        <RichText html={content} className="mt-3" />
      ) : (
        <p className="m-0 py-4 text-sm text-neutral-600">{t`No description yet`}</p>
      )}
    </section>
  );
}

export interface PhoneBuyBarProps {
  /** Names the group ("Buy", "Redeem"). */
  label: string;
  /** Tighter, for a bar with more buttons (the product page's shop, service and cart links). */
  dense?: boolean;
  children: ReactNode;
}

/** The buy buttons in a bar fixed at the bottom of a phone (the summary's buttons show on a PC). */
export function PhoneBuyBar({ label, dense = false, children }: PhoneBuyBarProps) {
  return (
    <div
      role="group"
      aria-label={label}
      data-part="action-bar"
      className={cn(
        'fixed inset-x-0 bottom-0 z-header flex items-center border-t border-neutral-200 bg-neutral-0 py-1.5 shadow-md md:hidden',
        dense ? 'gap-1 px-2' : 'gap-2 px-3',
      )}
    >
      {children}
    </div>
  );
}

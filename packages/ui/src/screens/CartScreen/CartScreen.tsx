import { paths } from '@mall/domain';
import type { HTMLAttributes } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn.ts';
import { ScreenFrame } from '../../mall/ScreenFrame/index.ts';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton/index.ts';
import { CartTable, type CartTableProps } from '../../mall/CartTable/index.ts';
import type { CartTotals, ShopCart, ShopCartItem } from '../../mall/CartTable/index.ts';
import { identityHref, type HrefBuilder } from '../../mall/SiteFooter/siteConfig.ts';
import { LoadError } from '../../mall/PagedList/index.ts';

/** Totals before `/p/shopCart/totalPay` has answered (nothing selected yet). */
export const noCartTotals: CartTotals = { totalMoney: 0, finalMoney: 0, subtractMoney: 0, count: 0 };

export interface CartScreenProps
  extends
    Omit<HTMLAttributes<HTMLDivElement>, 'children'>,
    Pick<
      CartTableProps,
      | 'onToggleItem'
      | 'onToggleShop'
      | 'onToggleAll'
      | 'onChangeQuantity'
      | 'onDelete'
      | 'onSettle'
      | 'settling'
    > {
  /** The cart as `/p/shopCart/info` answers it; undefined until it has loaded. */
  shops?: ShopCart[];
  /** `/p/shopCart/totalPay` over the selected lines (the last answer while a new one loads). */
  totals?: CartTotals;
  /** Shows the skeleton (the app sets it once loading has lasted 200 ms). */
  loading?: boolean;
  /** The cart could not be loaded: shows the error state with a retry button (unless a cart is shown). */
  error?: boolean;
  onRetry?: () => void;
  /** A change is on its way to the server: every control of the cart is disabled until it is done. */
  busy?: boolean;
  /** Builds link addresses (the app adds the `/en` prefix). */
  href?: HrefBuilder;
  /** A plain click on a link of the screen, with the address `href` built (client-side routing). */
  onNavigate?: (to: string) => void;
}

/** The product page of a cart line. */
export const cartProductPath = (item: ShopCartItem) => paths.detail(item.prodId);

/**
 * The cart page (`/cart`): the CartTable with the member's cart, or its loading skeleton, or an error with
 * a retry. While a change is in flight the whole cart is disabled (one fieldset), so nothing is sent twice.
 */
export function CartScreen({
  shops,
  totals = noCartTotals,
  loading = false,
  error = false,
  onRetry,
  busy = false,
  href = identityHref,
  onNavigate,
  onToggleItem,
  onToggleShop,
  onToggleAll,
  onChangeQuantity,
  onDelete,
  onSettle,
  settling,
  className,
  ...props
}: CartScreenProps) {
  let body;
  if (shops) {
    body = (
      <fieldset
        disabled={busy}
        aria-busy={busy || undefined}
        className="m-0 min-w-0 border-0 p-0"
        data-part="cart-controls"
      >
        <CartTable
          shops={shops}
          totals={totals}
          shoppingHref={href(paths.home())}
          productHref={(item) => href(cartProductPath(item))}
          onToggleItem={onToggleItem}
          onToggleShop={onToggleShop}
          onToggleAll={onToggleAll}
          onChangeQuantity={onChangeQuantity}
          onDelete={onDelete}
          onSettle={onSettle}
          settling={settling}
        />
      </fieldset>
    );
  } else if (error) {
    body = <CartError onRetry={onRetry} />;
  } else if (loading) {
    body = <CartSkeleton />;
  } else {
    body = null;
  }
  return (
    <ScreenFrame
      heading=<Trans>Cart</Trans>
      className={cn('max-w-6xl md:py-6', className)}
      onNavigate={onNavigate}
      {...props}
    >
      {body}
    </ScreenFrame>
  );
}

function CartError({ onRetry }: { onRetry?: () => void }) {
  const { t } = useLingui();
  return (
    <LoadError
      title={t`The cart could not be loaded`}
      onRetry={onRetry}
      className="rounded-lg bg-neutral-0"
      data-part="cart-error"
    />
  );
}

/** Rows shaped like the cart's lines (picture, two lines of text, price, quantity). */
function CartSkeleton() {
  const { t } = useLingui();
  return (
    <SkeletonGroup
      label={t`Loading the cart`}
      className="flex flex-col gap-3 rounded-lg bg-neutral-0 p-3 md:border md:border-neutral-200"
      data-part="cart-skeleton"
    >
      <Skeleton shape="text" className="h-4 w-40" />
      {[0, 1].map((line) => (
        <div key={line} className="flex items-center gap-3">
          <Skeleton className="size-4 shrink-0" />
          <Skeleton className="size-16 shrink-0" />
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <Skeleton shape="text" className="w-4/5 md:w-2/5" />
            <Skeleton shape="text" className="w-1/3 md:w-1/5" />
          </div>
          <Skeleton shape="text" className="w-16 max-md:hidden" />
          <Skeleton className="h-9 w-28 max-md:hidden" />
          <Skeleton shape="text" className="w-16 max-md:hidden" />
        </div>
      ))}
    </SkeletonGroup>
  );
}

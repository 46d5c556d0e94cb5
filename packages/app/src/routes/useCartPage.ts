// The cart page's state over the cart hooks: the server's cart with the shopper's change shown at once
// (until the server's answer replaces it, or undone when it is refused), the totals of the selected lines
// (the last answer kept while a new selection is priced), and one change at a time.
import { useCallback, useRef, useState } from 'react';
import { selectedBasketIds, type CartTotals, type ShopCart } from '@mall/ui';
import { useCart, useCartActions, useCartTotals } from '../hooks/cart.ts';
import { quantityChange, selectableIds, withChecked, withoutLines, withQuantity } from './cartPage.ts';

/** A change shown before the server confirmed it; it applies only while the cart it was made on is shown. */
interface Pending {
  base: ShopCart[];
  shops: ShopCart[];
}

export function useCartPage() {
  const cart = useCart();
  const actions = useCartActions();
  const [optimistic, setOptimistic] = useState<Pending | null>(null);
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);

  const server = cart.data;
  const shops = optimistic && server && optimistic.base === server ? optimistic.shops : server;
  const selected = shops ? selectedBasketIds(shops) : [];
  const totalsAnswer = useCartTotals(selected);
  const [totals, setTotals] = useState<CartTotals | undefined>(undefined);
  if (totalsAnswer.data && totalsAnswer.data !== totals) setTotals(totalsAnswer.data);

  /** Shows `next` at once and sends `send`; one change at a time, undone when the server refuses it. */
  const change = useCallback(
    async (next: (shops: ShopCart[]) => ShopCart[], send: () => Promise<unknown>) => {
      if (inFlight.current || !shops || !server) return;
      inFlight.current = true;
      setPending(true);
      setOptimistic({ base: server, shops: next(shops) });
      try {
        await send();
      } catch {
        // The API client has told the shopper (a 400's text, or the server-trouble toast).
        setOptimistic(null);
      } finally {
        inFlight.current = false;
        setPending(false);
      }
    },
    [server, shops],
  );

  const check = (basketIds: number[], checked: boolean) => {
    if (basketIds.length === 0) return;
    void change(
      (s) => withChecked(s, basketIds, checked),
      () => actions.checkItems(basketIds, checked),
    );
  };

  return {
    shops,
    totals,
    loading: cart.showLoading,
    error: Boolean(cart.error) && !server,
    retry: () => void cart.mutate(),
    /** A change is on its way, or the cart is being fetched again after one. */
    busy: pending || (Boolean(server) && cart.isValidating),
    onToggleItem: (basketId: number, checked: boolean) => check([basketId], checked),
    onToggleShop: (shopId: number, checked: boolean) => check(selectableIds(shops ?? [], shopId), checked),
    onToggleAll: (checked: boolean) => check(selectableIds(shops ?? []), checked),
    onChangeQuantity: (basketId: number, count: number) => {
      const body = shops ? quantityChange(shops, basketId, count) : null;
      if (!body) return;
      void change(
        (s) => withQuantity(s, basketId, count),
        () => actions.changeItem(body),
      );
    },
    onDelete: (basketIds: number[]) =>
      void change(
        (s) => withoutLines(s, basketIds),
        () => actions.deleteItems(basketIds),
      ),
  };
}

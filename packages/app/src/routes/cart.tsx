// `/cart` (login required: the layouts' guard asks a visitor to log in first). The member's cart with
// selection, quantities, deletion and settlement to the checkout screen.
import { useNavigate } from 'react-router';
import { CartScreen } from '@mall/ui/screens/CartScreen';
import { useLocalizedHref } from '../layouts/useChrome.ts';
import { submitOrderPath } from './cartPage.ts';
import { useCartPage } from './useCartPage.ts';

export function Component() {
  const page = useCartPage();
  const href = useLocalizedHref();
  const navigate = useNavigate();
  return (
    <CartScreen
      shops={page.shops}
      totals={page.totals}
      loading={page.loading}
      error={page.error}
      onRetry={page.retry}
      busy={page.busy}
      href={href}
      onNavigate={(to) => void navigate(to)}
      onToggleItem={page.onToggleItem}
      onToggleShop={page.onToggleShop}
      onToggleAll={page.onToggleAll}
      onChangeQuantity={page.onChangeQuantity}
      onDelete={page.onDelete}
      onSettle={(basketIds) => void navigate(href(submitOrderPath(basketIds)))}
    />
  );
}

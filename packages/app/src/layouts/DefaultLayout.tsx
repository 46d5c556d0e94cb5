import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { paths } from '@mall/domain';
import { ServiceWidget } from '@mall/ui';
import { MallFooter, MallHeader, MallRouteProgress, MallTopBar } from './Chrome.tsx';
import { useLocalizedNavigate } from './useChrome.ts';
import { useChatUnread } from '../hooks/chat.ts';

/**
 * Top bar, header, page, footer, the customer-service and go-home widget (spec section 2); the widget
 * shows the signed-in shopper's unread chat messages.
 */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  const go = useLocalizedNavigate();
  const unread = useChatUnread();
  return (
    <div className="flex min-h-screen flex-col">
      <MallRouteProgress />
      <MallTopBar />
      <MallHeader />
      {/* At least a screen high: while a page loads, the footer stays below the fold instead of jumping down. */}
      <main className="min-h-screen flex-1">{children ?? <Outlet />}</main>
      <MallFooter />
      <ServiceWidget
        onContact={() => go(paths.chat())}
        {...(unread !== undefined ? { unread } : {})}
        onHome={() => go('/')}
        onBackToTop={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      />
    </div>
  );
}

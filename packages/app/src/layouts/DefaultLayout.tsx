import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { ServiceWidget } from '@mall/ui';
import { MallFooter, MallHeader, MallRouteProgress, MallTopBar } from './Chrome.tsx';
import { useLocalizedNavigate } from './useChrome.ts';

/** Top bar, header, page, footer, the customer-service and go-home widget (spec section 2). */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  const go = useLocalizedNavigate();
  return (
    <div className="flex min-h-screen flex-col">
      <MallRouteProgress />
      <MallTopBar />
      <MallHeader />
      {/* At least a screen high: while a page loads, the footer stays below the fold instead of jumping down. */}
      <main className="min-h-screen flex-1">{children ?? <Outlet />}</main>
      <MallFooter />
      <ServiceWidget
        onContact={() => go('/chat')}
        onHome={() => go('/')}
        onBackToTop={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      />
    </div>
  );
}

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
      <main className="flex-1">{children ?? <Outlet />}</main>
      <MallFooter />
      <ServiceWidget
        onContact={() => go('/chat')}
        onHome={() => go('/')}
        onBackToTop={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      />
    </div>
  );
}

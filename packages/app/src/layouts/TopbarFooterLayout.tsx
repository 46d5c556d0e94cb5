import { Outlet } from 'react-router';
import { MallFooter, MallRouteProgress, MallTopBar } from './Chrome.tsx';

/** Top bar and footer only (login, register, forgot password). */
export function TopbarFooterLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <MallRouteProgress />
      <MallTopBar />
      <main className="min-h-screen flex-1">
        <Outlet />
      </main>
      <MallFooter />
    </div>
  );
}

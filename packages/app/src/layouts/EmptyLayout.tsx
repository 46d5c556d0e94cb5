import { Outlet } from 'react-router';
import { MallRouteProgress } from './Chrome.tsx';

/** The empty layout (the chat page): no top bar, header or footer. */
export function EmptyLayout() {
  return (
    <div className="min-h-screen">
      <MallRouteProgress />
      <Outlet />
    </div>
  );
}

// The merchant centre's route table: the console kit's (`consoleRoutes`, decisions/0062, 0080) with the
// centre's sections (sections.ts), token, layout and pages. Each section's route is gated by its
// permission (layouts/SectionGate.tsx): its page is loaded and mounted only once GET /merchant/me allows it.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { consoleRoutes, type TokenStore } from '@mall/client/console';
import { basename } from './base.ts';
import { MerchantGate } from './layouts/SectionGate.tsx';
import { RouteError } from './pages/RouteError.tsx';
import { sections as allSections, type MerchantSection } from './sections.ts';
import { merchantToken } from './session/token.ts';

/** The route table: the login page, and the sections inside the guarded layout. */
export function merchantRoutes(
  options: { sections?: readonly MerchantSection[]; tokens?: TokenStore; base?: string } = {},
): RouteObject[] {
  const { sections = allSections, tokens = merchantToken, base = basename } = options;
  return consoleRoutes({
    sections,
    tokens,
    base,
    loginPage: () => import('./pages/LoginPage.tsx'),
    layout: async () => (await import('./layouts/ConsoleLayout.tsx')).ConsoleLayout,
    notFoundPage: () => import('./pages/NotFoundPage.tsx'),
    errorElement: <RouteError />,
    placeholder: MerchantGate,
  });
}

export function createMerchantRouter() {
  return createBrowserRouter(merchantRoutes(), { basename });
}

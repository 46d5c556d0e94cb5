// The platform console's route table: the console kit's (`consoleRoutes`, decisions/0080, 0081) with the
// console's sections (sections.ts), token, layout and pages. A section's page is loaded and mounted only
// once GET /platform/me says the role may read its area.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { consoleRoutes, type TokenStore } from '@mall/client/console';
import { basename } from './base.ts';
import { PlatformGate } from './layouts/PlatformGate.tsx';
import { RouteError } from './pages/RouteError.tsx';
import { sections as allSections, type PlatformSection } from './sections.ts';
import { platformToken } from './session.ts';

export function platformRoutes(
  options: { sections?: readonly PlatformSection[]; tokens?: TokenStore; base?: string } = {},
): RouteObject[] {
  const { sections = allSections, tokens = platformToken, base = basename } = options;
  return consoleRoutes({
    sections,
    tokens,
    base,
    loginPage: () => import('./pages/LoginPage.tsx'),
    layout: async () => (await import('./layouts/ConsoleLayout.tsx')).ConsoleLayout,
    notFoundPage: () => import('./pages/NotFoundPage.tsx'),
    errorElement: <RouteError />,
    placeholder: PlatformGate,
  });
}

export function createPlatformRouter() {
  return createBrowserRouter(platformRoutes(), { basename });
}

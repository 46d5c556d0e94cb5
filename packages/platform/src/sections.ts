// The platform console's sections: the ONE list the route table and the side menu are made from. Each
// entry is an area of domain platformConsole.ts (decisions/0079) with its path and its page module,
// loaded on first visit; the menu shows the sections the account's role may read (`platformAreaRoles`),
// and a section it may not read shows "no permission" and is never mounted.
//
// Adding an area's page is ONE line here, e.g.
//   areaSection('audit', '/audit', () => import('./pages/AuditPage.tsx')),
// (its page module default-exports the page; the area's label and roles come from the domain). The home
// page links to it from then on. A section owns every path below its own.
import { msg } from '@lingui/core/macro';
import { allowedSections, type ConsoleSection } from '@mall/client/console';
import {
  platformAreaLabels,
  platformAreas,
  platformRoleMay,
  type PlatformArea,
  type PlatformRole,
} from '@mall/domain';

export interface PlatformSection extends ConsoleSection {
  /** The area whose read roles may open it; none: any signed-in account (home). */
  area?: PlatformArea;
}

/** The section of an area: its key is the area's, its label the area's (domain platformAreaLabels). */
const areaSection = (
  area: PlatformArea,
  path: PlatformSection['path'],
  load: PlatformSection['load'],
): PlatformSection => ({
  key: area,
  area,
  path,
  label: platformAreaLabels[area],
  load,
});

/** In the menu's order: the domain's order of the areas (platformAreas). */
export const sections: readonly PlatformSection[] = [
  { key: 'home', path: '/', label: msg`Home`, load: () => import('./pages/HomePage.tsx') },
  areaSection('applications', '/applications', () => import('./pages/ApplicationsPage.tsx')),
  areaSection('stores', '/stores', () => import('./pages/StoresPage.tsx')),
  areaSection('site', '/site', () => import('./pages/SitePage.tsx')),
  areaSection('content', '/content', () => import('./pages/ContentPage.tsx')),
  areaSection('categories', '/categories', () => import('./pages/CategoriesPage.tsx')),
  areaSection('marketing', '/marketing', () => import('./pages/MarketingPage.tsx')),
  areaSection('members', '/members', () => import('./pages/MembersPage.tsx')),
  areaSection('reports', '/reports', () => import('./pages/ReportsPage.tsx')),
  areaSection('audit', '/audit', () => import('./pages/AuditPage.tsx')),
];

/** Whether `role` may open the section of `key` (an unknown key: any signed-in account). */
export function platformMay(
  role: PlatformRole,
  key: string,
  list: readonly PlatformSection[] = sections,
): boolean {
  const area = list.find((s) => s.key === key)?.area;
  return area === undefined || platformRoleMay(role, area);
}

/** The sections `role` may open, in menu order (none while it is unknown). */
export function sectionsFor(
  role: PlatformRole | undefined,
  list: readonly PlatformSection[] = sections,
): PlatformSection[] {
  return allowedSections(list, role ? (key) => platformMay(role, key, list) : undefined);
}

/** The section of an area, when its page exists. */
export function sectionOfArea(
  area: PlatformArea,
  list: readonly PlatformSection[] = sections,
): PlatformSection | undefined {
  return list.find((s) => s.area === area);
}

/** An area on the home page: its page's path when it exists, and whether the role may change it. */
export interface HomeArea {
  area: PlatformArea;
  path: PlatformSection['path'] | undefined;
  mayChange: boolean;
}

/** The areas `role` may open, in the domain's order, as the home page lists them. */
export function homeAreas(role: PlatformRole, list: readonly PlatformSection[] = sections): HomeArea[] {
  return platformAreas
    .filter((area) => platformRoleMay(role, area))
    .map((area) => ({
      area,
      path: sectionOfArea(area, list)?.path,
      mayChange: platformRoleMay(role, area, true),
    }));
}

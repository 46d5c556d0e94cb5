// The platform console's sections: the ONE list the route table and the side menu are made from. Each
// entry is an area of domain platformConsole.ts (decisions/0079) with its path and its page module,
// loaded on first visit; the menu shows the sections the account's role may read (`platformAreaRoles`),
// and a section it may not read shows "no permission" and is never mounted.
//
// Adding an area's page is ONE line here, e.g.
//   { key: 'audit', area: 'audit', path: '/audit', label: platformAreaLabels.audit, load: () => import('./pages/AuditPage.tsx') },
// (its page module default-exports the page; the area's label and roles come from the domain). The home
// page links to it from then on. A section owns every path below its own.
import { msg } from '@lingui/core/macro';
import { allowedSections, type ConsoleSection } from '@mall/client/console';
import { platformAreaLabels, platformRoleMay, type PlatformArea, type PlatformRole } from '@mall/domain';

export interface PlatformSection extends ConsoleSection {
  /** The area whose read roles may open it; none: any signed-in account (home). */
  area?: PlatformArea;
}

export const sections: readonly PlatformSection[] = [
  { key: 'home', path: '/', label: msg`Home`, load: () => import('./pages/HomePage.tsx') },
  {
    key: 'applications',
    area: 'applications',
    path: '/applications',
    label: platformAreaLabels.applications,
    load: () => import('./pages/ApplicationsPage.tsx'),
  },
  {
    key: 'stores',
    area: 'stores',
    path: '/stores',
    label: platformAreaLabels.stores,
    load: () => import('./pages/StoresPage.tsx'),
  },
  {
    key: 'site',
    area: 'site',
    path: '/site',
    label: platformAreaLabels.site,
    load: () => import('./pages/SitePage.tsx'),
  },
  {
    key: 'categories',
    area: 'categories',
    path: '/categories',
    label: platformAreaLabels.categories,
    load: () => import('./pages/CategoriesPage.tsx'),
  },
  {
    key: 'members',
    area: 'members',
    path: '/members',
    label: platformAreaLabels.members,
    load: () => import('./pages/MembersPage.tsx'),
  },
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

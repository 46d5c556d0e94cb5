// Who may do what in the platform console (issue 18, decisions/0079): the console's areas, and for each the
// roles that may read it and the roles that may change it. One table: the server's routes check it
// (`requireRole(request, platformAreaRoles.site.write)`), the console builds its menu and hides its buttons
// from it, and the role test walks it.
import type { MessageDescriptor } from '@lingui/core';
import { PlatformRole } from './contract/store.ts';

/** The console's areas, in menu order. */
export const platformAreas = [
  'applications',
  'stores',
  'site',
  'content',
  'categories',
  'marketing',
  'members',
  'reports',
  'audit',
] as const;
export type PlatformArea = (typeof platformAreas)[number];

export interface PlatformAreaRoles {
  /** Who may open the area and read its data. */
  read: readonly PlatformRole[];
  /** Who may change anything in it (always a subset of `read`). */
  write: readonly PlatformRole[];
}

const { admin, operator, auditor } = PlatformRole;
const everyone = [admin, operator, auditor] as const;

/**
 * The administrator does everything. The auditor decides on stores (applications, offline and online) and
 * reads the audit log; only they see the applications (ID card and licence photos). The operator runs the
 * shop window (site configuration, home content, categories,
 * platform coupons, levels and points rules) and the members. Everyone reads the figures.
 */
export const platformAreaRoles: Readonly<Record<PlatformArea, PlatformAreaRoles>> = {
  applications: { read: [admin, auditor], write: [admin, auditor] },
  stores: { read: everyone, write: [admin, auditor] },
  site: { read: everyone, write: [admin, operator] },
  content: { read: everyone, write: [admin, operator] },
  categories: { read: everyone, write: [admin, operator] },
  marketing: { read: everyone, write: [admin, operator] },
  members: { read: [admin, operator], write: [admin, operator] },
  reports: { read: everyone, write: [] },
  audit: { read: [admin, auditor], write: [] },
};

/**
 * The areas whose forms take pictures uploaded through POST /platform/file/upload (the site's logo and
 * favicon, banners and notices' pictures, categories' pictures and icons, marketing pictures).
 */
export const platformPictureAreas = [
  'site',
  'content',
  'categories',
  'marketing',
] as const satisfies readonly PlatformArea[];

/** Who may upload a picture: whoever may change any area that takes pictures. */
export const platformUploadRoles: readonly PlatformRole[] = [
  ...new Set(platformPictureAreas.flatMap((area) => platformAreaRoles[area].write)),
];

/** Whether `role` may read (`write` false) or change (`write` true) `area`. */
export function platformRoleMay(role: PlatformRole, area: PlatformArea, write = false): boolean {
  return platformAreaRoles[area][write ? 'write' : 'read'].includes(role);
}

/** A role's name, as the account menu and the audit log say it. */
export const platformRoleLabels: Readonly<Record<PlatformRole, MessageDescriptor>> = {
  admin: /*i18n*/ { id: 'platform.role.admin', message: 'Administrator' },
  operator: /*i18n*/ { id: 'platform.role.operator', message: 'Operator' },
  auditor: /*i18n*/ { id: 'platform.role.auditor', message: 'Auditor' },
};

/** An area's name, as the menu says it. */
export const platformAreaLabels: Readonly<Record<PlatformArea, MessageDescriptor>> = {
  applications: /*i18n*/ { id: 'platform.area.applications', message: 'Store applications' },
  stores: /*i18n*/ { id: 'platform.area.stores', message: 'Stores' },
  site: /*i18n*/ { id: 'platform.area.site', message: 'Site configuration' },
  content: /*i18n*/ { id: 'platform.area.content', message: 'Home content' },
  categories: /*i18n*/ { id: 'platform.area.categories', message: 'Categories' },
  marketing: /*i18n*/ { id: 'platform.area.marketing', message: 'Coupons and levels' },
  members: /*i18n*/ { id: 'platform.area.members', message: 'Members' },
  reports: /*i18n*/ { id: 'platform.area.reports', message: 'Reports' },
  audit: /*i18n*/ { id: 'platform.area.audit', message: 'Audit log' },
};

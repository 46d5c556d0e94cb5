import { describe, expect, it } from 'vitest';
import { PlatformRole } from './contract/store.ts';
import {
  platformAreaRoles,
  platformAreas,
  platformPictureAreas,
  platformRoleMay,
  platformUploadRoles,
} from './platformConsole.ts';

describe('platform roles', () => {
  it('lets only those who may read an area change it', () => {
    for (const area of platformAreas) {
      const { read, write } = platformAreaRoles[area];
      for (const role of write) expect(read, `${area}: ${role}`).toContain(role);
    }
  });

  it('gives the administrator every area, to read and to change where anyone may', () => {
    for (const area of platformAreas) {
      expect(platformRoleMay(PlatformRole.admin, area)).toBe(true);
      if (platformAreaRoles[area].write.length > 0) expect(platformRoleMay('admin', area, true)).toBe(true);
    }
  });

  it('keeps the site configuration from the auditor and the store decisions from the operator', () => {
    expect(platformRoleMay('auditor', 'site', true)).toBe(false);
    expect(platformRoleMay('operator', 'applications', true)).toBe(false);
    expect(platformRoleMay('operator', 'stores', true)).toBe(false);
    expect(platformRoleMay('auditor', 'members')).toBe(false);
    expect(platformRoleMay('operator', 'audit')).toBe(false);
  });
});

describe('platformUploadRoles', () => {
  it('is exactly the roles that may change some area taking pictures', () => {
    for (const role of ['admin', 'operator', 'auditor'] as const) {
      const may = platformPictureAreas.some((area) => platformRoleMay(role, area, true));
      expect(platformUploadRoles.includes(role), role).toBe(may);
    }
    // Banners, categories and marketing pictures upload there too, not only the site's logo.
    expect(platformPictureAreas).toEqual(
      expect.arrayContaining(['site', 'content', 'categories', 'marketing']),
    );
    for (const area of platformPictureAreas) expect(platformAreas).toContain(area);
  });
});

// The centre's sections over the console kit (decisions/0080): one list, a menu by permissions.
import { describe, expect, it } from 'vitest';
import { permissionsOf } from '@mall/domain';
import { merchantMay } from './layouts/SectionGate.tsx';
import { allowedSections, sectionOf, sections } from './sections.ts';

describe("the merchant centre's sections", () => {
  it('have unique keys and paths, and a home everyone may open', () => {
    expect(new Set(sections.map((s) => s.key)).size).toBe(sections.length);
    expect(new Set(sections.map((s) => s.path)).size).toBe(sections.length);
    expect(sections.find((s) => s.path === '/')?.permission).toBe('signedIn');
  });

  it('make the menu of the permissions, none while unknown', () => {
    expect(allowedSections(undefined)).toEqual([]);
    expect(allowedSections(['signedIn', 'orders']).map((s) => s.key)).toEqual([
      'home',
      'orders',
      'refunds',
      'invoices',
      'comments',
    ]);
    expect(sectionOf('/orders/42')?.key).toBe('orders');
  });

  it('let an account open a section only with its permission', () => {
    expect(merchantMay({ permissions: ['signedIn', 'chat'] }, 'chat')).toBe(true);
    expect(merchantMay({ permissions: ['signedIn', 'chat'] }, 'orders')).toBe(false);
    expect(merchantMay({ permissions: ['signedIn'] }, 'no-such-section')).toBe(true);
  });
});

describe('the staff section', () => {
  it('is in the owner menu only', () => {
    expect(allowedSections(permissionsOf('owner')).map((s) => s.key)).toContain('staff');
    for (const role of ['orders', 'products', 'chat', 'all'] as const) {
      expect(allowedSections(permissionsOf(role)).map((s) => s.key)).not.toContain('staff');
    }
  });
});

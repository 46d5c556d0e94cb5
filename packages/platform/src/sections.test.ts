// The platform console's sections and role menu: one list, each entry an area of the domain's roles table
// (decisions/0079, 0081); a role sees the sections of the areas it may read, and home always.
import { describe, expect, it } from 'vitest';
import { platformAreaRoles, platformAreas } from '@mall/domain';
import {
  homeAreas,
  platformMay,
  sectionOfArea,
  sections,
  sectionsFor,
  type PlatformSection,
} from './sections.ts';

const page = () => Promise.resolve({ default: () => null });
const list: PlatformSection[] = [
  { key: 'home', path: '/', label: { id: 'home' }, load: page },
  { key: 'site', area: 'site', path: '/site', label: { id: 'site' }, load: page },
  { key: 'audit', area: 'audit', path: '/audit', label: { id: 'audit' }, load: page },
  { key: 'applications', area: 'applications', path: '/applications', label: { id: 'a' }, load: page },
];

describe("the platform console's sections", () => {
  it('have unique keys and paths, a home for everyone, and areas of the roles table', () => {
    expect(new Set(sections.map((s) => s.key)).size).toBe(sections.length);
    expect(new Set(sections.map((s) => s.path)).size).toBe(sections.length);
    expect(sections.find((s) => s.path === '/')?.area).toBeUndefined();
    for (const section of sections) {
      if (section.area) expect(Object.keys(platformAreaRoles)).toContain(section.area);
    }
  });

  it("make each role's menu from the areas it may read; none while the role is unknown", () => {
    expect(sectionsFor(undefined, list)).toEqual([]);
    expect(sectionsFor('admin', list).map((s) => s.key)).toEqual(['home', 'site', 'audit', 'applications']);
    expect(sectionsFor('operator', list).map((s) => s.key)).toEqual(['home', 'site']);
    expect(sectionsFor('auditor', list).map((s) => s.key)).toEqual(['home', 'site', 'audit', 'applications']);
  });

  it('let a role open a section only when it may read its area', () => {
    expect(platformMay('operator', 'audit', list)).toBe(false);
    expect(platformMay('operator', 'site', list)).toBe(true);
    expect(platformMay('operator', 'home', list)).toBe(true);
    expect(platformMay('auditor', 'applications', list)).toBe(true);
    expect(platformMay('operator', 'applications', list)).toBe(false);
  });

  it('find the section of an area only when its page exists', () => {
    expect(sectionOfArea('audit', list)?.path).toBe('/audit');
    expect(sectionOfArea('members', list)).toBeUndefined();
  });
});

describe("the home page's areas", () => {
  it("are the areas a role may read, in the domain's order, with what it may change", () => {
    expect(homeAreas('operator', list)).toEqual([
      { area: 'stores', path: undefined, mayChange: false },
      { area: 'site', path: '/site', mayChange: true },
      { area: 'content', path: undefined, mayChange: true },
      { area: 'categories', path: undefined, mayChange: true },
      { area: 'marketing', path: undefined, mayChange: true },
      { area: 'members', path: undefined, mayChange: true },
      { area: 'reports', path: undefined, mayChange: false },
    ]);
    expect(homeAreas('auditor', list).map((a) => [a.area, a.path, a.mayChange])).toEqual([
      ['applications', '/applications', true],
      ['stores', undefined, true],
      ['site', '/site', false],
      ['content', undefined, false],
      ['categories', undefined, false],
      ['marketing', undefined, false],
      ['reports', undefined, false],
      ['audit', '/audit', false],
    ]);
  });

  it('link every area of every role to its page in the console', () => {
    for (const role of ['admin', 'operator', 'auditor'] as const) {
      for (const area of homeAreas(role)) expect(area.path).toBe(`/${area.area}`);
    }
    expect(homeAreas('admin')).toHaveLength(platformAreas.length);
  });
});

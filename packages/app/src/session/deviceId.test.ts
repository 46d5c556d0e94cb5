// The browser's chat device id: made once and shared through the storage (the tabs of one browser), a
// malformed stored one replaced, and a page of its own where the storage refuses.
import { describe, expect, it } from 'vitest';
import { CHAT_DEVICE_ID } from '@mall/domain';
import { CHAT_DEVICE_KEY, chatDeviceId } from './deviceId.ts';
import type { UserStorage } from './storedUser.ts';

function memoryStorage(): UserStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

describe('chatDeviceId', () => {
  it('is made once per browser and read back by its other tabs', () => {
    const storage = memoryStorage();
    const first = chatDeviceId(storage);
    expect(first).toMatch(CHAT_DEVICE_ID);
    expect(storage.map.get(CHAT_DEVICE_KEY)).toBe(first);
    // Another tab: the same storage, the same id, nothing made again.
    expect(chatDeviceId(storage, () => 'never-made-again-0000')).toBe(first);
  });

  it('replaces a malformed stored id', () => {
    const storage = memoryStorage();
    storage.setItem(CHAT_DEVICE_KEY, 'bad id');
    expect(chatDeviceId(storage, () => 'made-for-this-browser-01')).toBe('made-for-this-browser-01');
    expect(storage.map.get(CHAT_DEVICE_KEY)).toBe('made-for-this-browser-01');
  });

  it('keeps one for the page where the storage refuses', () => {
    const refusing: UserStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => undefined,
    };
    const id = chatDeviceId(refusing, () => 'page-own-device-id-0001');
    expect(id).toBe('page-own-device-id-0001');
    expect(chatDeviceId(refusing, () => 'another-one-000000000')).toBe(id);
  });
});

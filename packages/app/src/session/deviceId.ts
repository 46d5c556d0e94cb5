// The browser's chat device id (issue 16, decisions/0057): one per browser, made on first use and kept in
// localStorage, so every tab of the browser sends the same one in the chat socket's auth frame and the
// server's take-over spares them (only another device's connection takes a shopper's chat over). Not a
// secret and not tied to the account: it only groups the connections of one browser. Where the browser
// keeps nothing (private mode, storage refused) the page keeps its own for its life: that tab then counts
// as a device of its own.
import { CHAT_DEVICE_ID } from '@mall/domain';
import { randomClientMsgId } from '@mall/client';
import { browserStorage, type UserStorage } from './storedUser.ts';

export const CHAT_DEVICE_KEY = 'mall.chatDevice';

let pageOwn: string | undefined;

/** The browser's device id (made and stored on first use); undefined without a browser (server render). */
export function chatDeviceId(
  storage: UserStorage | undefined = browserStorage(),
  make: () => string = randomClientMsgId,
): string | undefined {
  if (typeof window === 'undefined' && storage === undefined) return undefined;
  try {
    const stored = storage?.getItem(CHAT_DEVICE_KEY);
    if (stored && CHAT_DEVICE_ID.test(stored)) return stored;
    if (storage) {
      const made = make();
      storage.setItem(CHAT_DEVICE_KEY, made);
      return made;
    }
  } catch {
    // storage refused: the page's own below
  }
  return (pageOwn ??= make());
}

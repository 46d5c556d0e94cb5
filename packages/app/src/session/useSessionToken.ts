// The session token for rendering. A server-rendered page is rendered for a visitor (the server never
// renders per-shopper parts: they would end up in a shared page), so while React hydrates it the browser
// also renders as a visitor (the server snapshot), then at once again with the cookie's token. The token
// is read once per page: a login or a logout reloads the page (spec section 4).
import { useSyncExternalStore } from 'react';
import { getToken } from './cookie.ts';

const noSubscription = () => () => {};
const visitor = () => undefined;

export function useSessionToken(): string | undefined {
  return useSyncExternalStore(noSubscription, getToken, visitor);
}

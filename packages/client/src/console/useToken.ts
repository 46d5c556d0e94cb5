// A console's token as React state: components re-render when it is set or cleared (also by another tab).
import { useSyncExternalStore } from 'react';
import type { TokenStore } from './token.ts';

export function useToken(tokens: TokenStore): string | undefined {
  return useSyncExternalStore(tokens.subscribe, tokens.get, () => undefined);
}

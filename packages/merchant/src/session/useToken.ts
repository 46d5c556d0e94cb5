// The merchant token as React state (the console kit's useToken over the centre's store).
import { useToken as useConsoleToken, type TokenStore } from '@mall/client/console';
import { merchantToken } from './token.ts';

export function useToken(tokens: TokenStore = merchantToken): string | undefined {
  return useConsoleToken(tokens);
}

// The merchant token, under the centre's own localStorage key (the console kit's token store,
// `@mall/client/console`; decisions/0062, 0080): never the storefront's `token` cookie nor the platform
// console's key.
import { createTokenStore } from '@mall/client/console';

export type { TokenStore } from '@mall/client/console';

/** The localStorage key of the merchant token. */
export const MERCHANT_TOKEN_KEY = 'mall.merchant.token';

/** The centre's one token store. */
export const merchantToken = createTokenStore(MERCHANT_TOKEN_KEY);

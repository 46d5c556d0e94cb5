// The merchant centre's language, kept under its own key (the console kit's locale store; decisions/0080).
import { createLocaleStore } from '@mall/client/console';

export const MERCHANT_LOCALE_KEY = 'mall.merchant.locale';

export const { stored: storedLocale, keep: keepLocale } = createLocaleStore(MERCHANT_LOCALE_KEY);

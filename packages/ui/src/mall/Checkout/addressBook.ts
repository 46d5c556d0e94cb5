import { paths } from '@mall/domain';

/** The address book page, where an address is added. */
export const ADDRESS_BOOK_PATH = paths.userCenter('uc-address');

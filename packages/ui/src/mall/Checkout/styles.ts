// The look shared by the checkouts' sections (the cart's, the flash sale's, the points mall's): each is a
// card with a title.
export const card = 'rounded-lg bg-neutral-0 p-3 md:border md:border-neutral-200 md:p-4';
export const sectionTitle = 'm-0 mb-3 text-base font-medium text-neutral-900';
/** The `ScreenFrame` class of a checkout page: its width and vertical padding. */
export const CHECKOUT_FRAME = 'max-w-6xl md:py-6';

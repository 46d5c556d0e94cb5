// A play step shared by the stories of the menus (the storefront's member menu, the consoles' account
// menu): waits until a menu that was chosen from or dismissed has gone.
import { expect, screen, waitFor } from 'storybook/test';

/**
 * Waits until no menu is shown and the rest of the page is no longer hidden from assistive technology.
 * A menu hides the page's other content (`aria-hidden`) while open and shows it again as it unmounts, a
 * moment after its element goes: reopening the menu, or axe's check after the play, must wait for both
 * (checked while the menu was still closing, axe saw focusable content hidden).
 */
export async function menuClosed(): Promise<void> {
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  await waitFor(() => expect(document.querySelector('[data-aria-hidden="true"]')).toBeNull());
}

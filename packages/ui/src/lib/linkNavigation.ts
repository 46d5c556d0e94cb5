// Client-side routing for the plain `<a href>` links of a screen: a container's click handler that hands
// a plain click on one of its links to the app's router instead of reloading the page. Links keep their
// real address, so opening one in a new tab (middle click, Ctrl/Cmd click) still works.
import type { MouseEvent } from 'react';

/** A left click without a modifier key: the shopper wants to follow the link in this tab. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A click handler for a container (a screen's root): a plain click on a same-window link inside it, to
 * an address of this site, calls `onNavigate` with the link's `href` (as the app's `href()` built it) and
 * cancels the page load. Clicks that bubble through a React portal (a dialog) are left alone.
 */
export function navigateOnLinkClick(onNavigate: ((to: string) => void) | undefined) {
  return (event: MouseEvent<HTMLElement>) => {
    if (!onNavigate || event.defaultPrevented || !isPlainClick(event)) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!link || !event.currentTarget.contains(link)) return;
    const target = link.getAttribute('target');
    if ((target && target !== '_self') || link.hasAttribute('download')) return;
    const to = link.getAttribute('href') ?? '';
    // Only the site's own paths: not another origin, a scheme (mailto:, tel:) or an in-page anchor.
    if (!to.startsWith('/') || to.startsWith('//')) return;
    event.preventDefault();
    onNavigate(to);
  };
}

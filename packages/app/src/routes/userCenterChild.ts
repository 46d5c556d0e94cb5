// Which user-centre child page an address shows, and which module holds it (pure, tested).
import { userCenterChildren, type UserCenterChild } from '@mall/domain';

/** A known child page, or `null` for anything else (a 404). */
export function userCenterChildOf(param: string | undefined): UserCenterChild | null {
  const child = param ?? '';
  return (userCenterChildren as readonly string[]).includes(child) ? (child as UserCenterChild) : null;
}

/**
 * The child of a page path (`/user-center/uc-address`, `/en/user-center`, a trailing slash allowed): the
 * router registers each child as its own literal path, so the child comes from the address when the
 * `:child` parameter is absent.
 */
export function userCenterChildFromPath(pathname: string): UserCenterChild | null {
  const match = /^(?:\/en)?\/user-center(?:\/([^/]*))?\/?$/.exec(pathname);
  if (!match) return null;
  let segment = match[1] ?? '';
  try {
    segment = decodeURIComponent(segment);
  } catch {
    return null;
  }
  return userCenterChildOf(segment);
}

/** The module of a child page: `./userCenter/<child>.tsx`, the main page `./userCenter/index.tsx`. */
export function userCenterModulePath(child: UserCenterChild): string {
  return `./userCenter/${child === '' ? 'index' : child}.tsx`;
}

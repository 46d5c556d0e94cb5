// `/user-center/:child?` (login required): the user-centre layout (side menu on PC, a back header on a
// phone) around the child page, loaded lazily from `routes/userCenter/<child>.tsx` (the main page is
// `index.tsx`); every child has its page now, and an unknown child is a 404.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { UserCenterLayout } from '@mall/ui';
import type { UserCenterChild } from '@mall/domain';
import { useLocalizedHref } from '../layouts/useChrome.ts';
import { NotFound } from './NotFound.tsx';
import { userCenterChildFromPath, userCenterChildOf, userCenterModulePath } from './userCenterChild.ts';

type ChildModule = { Component: ComponentType };

/** The child pages, by module path (userCenterChild.test.ts checks every child has one). */
const childModules = import.meta.glob<ChildModule>(['./userCenter/*.tsx', '!./userCenter/*.test.tsx']);

const pages = new Map<UserCenterChild, LazyExoticComponent<ComponentType>>();

/** The lazy component of a child page (one per child, so a re-render keeps its state). */
function pageOf(child: UserCenterChild): ComponentType {
  const load = childModules[userCenterModulePath(child)];
  if (!load) return NotFound;
  let page = pages.get(child);
  if (!page) {
    page = lazy(async () => ({ default: (await load()).Component }));
    pages.set(child, page);
  }
  return page;
}

export function Component() {
  const params = useParams();
  const location = useLocation();
  const href = useLocalizedHref();
  const navigate = useNavigate();
  const child =
    params.child !== undefined ? userCenterChildOf(params.child) : userCenterChildFromPath(location.pathname);
  if (child === null) return <NotFound />;
  const Page = pageOf(child);
  return (
    <UserCenterLayout current={child} href={href} onNavigate={(to) => void navigate(to)}>
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    </UserCenterLayout>
  );
}

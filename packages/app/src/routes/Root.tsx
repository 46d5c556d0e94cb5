import { Outlet, useLocation } from 'react-router';
import { DefaultLayout } from '../layouts/DefaultLayout.tsx';
import { langQueryIsValid } from '../routing.ts';
import { NotFound } from './NotFound.tsx';

/** The root route: a `?lang=` other than en or zh is a 404 on any page (spec section 2). */
export function Root() {
  const { search } = useLocation();
  if (!langQueryIsValid(search)) {
    return (
      <DefaultLayout>
        <NotFound />
      </DefaultLayout>
    );
  }
  return <Outlet />;
}

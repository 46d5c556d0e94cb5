// The activities section's tab bar: the kind of the address is the selected tab, however deep the address
// (a kind's `new` or `:id`), as the section's page mounts it (a splat route holding its own <Routes>).
import { describe, expect, it } from 'vitest';
import { prerender } from 'react-dom/static';
import { MemoryRouter, Route, Routes } from 'react-router';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { ActivitySection } from '../ActivitiesPage.tsx';
import type { ActivityKind } from './kinds.ts';

const kinds = ['seckill', 'group'].map((key) => ({
  kind: {
    key,
    path: key,
    label: { id: key, message: key.toUpperCase() },
    load: () => Promise.resolve({ default: () => null }),
  } satisfies ActivityKind,
  Page: () => <p>PAGE</p>,
}));

async function at(path: string): Promise<string> {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
  const { prelude } = await prerender(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="activities/*" element={<ActivitySection kinds={kinds} />} />
        </Routes>
      </MemoryRouter>
    </I18nProvider>,
  );
  return new Response(prelude).text();
}

const selected = (html: string) => /aria-selected="true"[^>]*>([A-Z]+)</.exec(html)?.[1];

describe('the activity tabs', () => {
  it('select the kind of the address, however deep', async () => {
    expect(selected(await at('/activities/group'))).toBe('GROUP');
    expect(selected(await at('/activities/group/12'))).toBe('GROUP');
    expect(selected(await at('/activities/seckill/new'))).toBe('SECKILL');
    expect(await at('/activities/seckill/new')).toContain('PAGE');
  });

  it('select none at an address that is no kind (not found there)', async () => {
    const html = await at('/activities/other');
    expect(selected(html)).toBeUndefined();
    expect(html).toContain('Page not found');
  });
});

// Visual regression of the design system: every primitive's, mall component's, screen's and console
// part's "AllStates" story is rendered in zh and en at PC width and compared with the committed baseline
// under __screenshots__/.
// Stable by construction: a frozen clock (Date is fixed; stories take their clock as props), no motion
// (reduced-motion flag plus a style that stops animations and the caret), CJK fonts checked before use;
// the frame grows to a tall story's height, so the whole story is painted and compared.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { createRoot, type Root } from 'react-dom/client';
import { act, type ComponentType } from 'react';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import * as preview from '../../.storybook/preview.tsx';
import { activateLocale } from '../../packages/ui/src/i18n/index.ts';
import { consoleCatalogs } from '../../packages/ui/src/i18n/console.ts';
import '../../packages/ui/src/styles.css';

setProjectAnnotations([preview]);

type StoryModule = Record<string, unknown> & { default: { title?: string } };
const modules = import.meta.glob<StoryModule>(
  [
    '../../packages/ui/src/primitives/*/*.stories.tsx',
    '../../packages/ui/src/mall/*/*.stories.tsx',
    '../../packages/ui/src/screens/*/*.stories.tsx',
    // The consoles' tier: PC only, which is the width this test renders every story at.
    '../../packages/ui/src/console/*/*.stories.tsx',
    // The merchant centre's screens: PC only too.
    '../../packages/ui/src/screens/merchant/*/*.stories.tsx',
    // The platform console's screens: PC only too.
    '../../packages/ui/src/screens/platform/*/*.stories.tsx',
  ],
  { eager: true },
);

/** A fixed instant for every screenshot: 2026-06-18 10:00:00 in Beijing. */
export const FROZEN_NOW = Date.UTC(2026, 5, 18, 2, 0, 0);

const entries = Object.entries(modules)
  .map(([file, mod]) => ({
    file,
    // The stories file's name (a folder may hold more than one component's stories); a merchant screen's
    // with its surface first, as the storefront has screens of the same name (ProductListScreen).
    name:
      (file.includes('/screens/merchant/')
        ? 'merchant-'
        : file.includes('/screens/platform/')
          ? 'platform-'
          : '') +
      file
        .split('/')
        .at(-1)!
        .replace(/\.stories\.tsx$/, ''),
    stories: composeStories(mod as never),
  }))
  .filter((e) => 'AllStates' in e.stories);

let root: Root | undefined;
let host: HTMLElement | undefined;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const style = document.createElement('style');
  style.textContent =
    '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}';
  document.head.append(style);
  const RealDate = Date;
  // Freeze "now" without stopping timers: anything that reads the clock sees the same instant.
  globalThis.Date = class extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(FROZEN_NOW);
      else super(...(args as [number]));
    }
    static override now() {
      return FROZEN_NOW;
    }
  } as DateConstructor;
  await document.fonts.load('16px "Noto Sans CJK SC"', '中文');
  expect(document.fonts.check('16px "Noto Sans CJK SC"', '中文'), 'install fonts-noto-cjk').toBe(true);
});

/** The test frame's size (the project's viewport); a story taller than it is shot in a taller frame. */
const FRAME = { width: 1280, height: 800 };

afterEach(async () => {
  act(() => root?.unmount());
  host?.remove();
  await page.viewport(FRAME.width, FRAME.height);
});

describe('all-states baselines', () => {
  it('finds the design system stories', () => {
    expect(entries.length).toBeGreaterThan(0);
  });

  for (const { name, stories } of entries) {
    for (const locale of ['zh', 'en'] as const) {
      it(`${name} ${locale}`, async () => {
        await activateLocale(locale, [consoleCatalogs[locale]]);
        host = document.createElement('div');
        host.setAttribute('data-testid', 'visual-root');
        host.style.cssText =
          'display:inline-block;padding:16px;background:#fff;min-width:320px;max-width:1248px';
        document.body.append(host);
        const Story = (stories as Record<string, ComponentType>).AllStates!;
        root = createRoot(host);
        await act(async () => root!.render(<Story />));
        await document.fonts.ready;
        // A part whose code loads lazily (the dashboard's chart) marks its placeholder: wait for the part.
        await expect.poll(() => host!.querySelector('[data-lazy-pending]'), { timeout: 10_000 }).toBeNull();
        // Only what lies inside the frame is painted: a taller story grows the frame to its height first
        // (the width stays, so the layout and its breakpoints do not change).
        const height = Math.ceil(host.getBoundingClientRect().bottom) + 16;
        if (height > FRAME.height) await page.viewport(FRAME.width, height);
        await expect.element(page.getByTestId('visual-root')).toMatchScreenshot(`${name}-${locale}`);
      });
    }
  }
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { useLingui } from '@lingui/react/macro';
import { matrix } from '../../storybook/matrix.ts';
import { say } from '../../storybook/say.ts';
import { TitledSection } from './TitledSection.tsx';

interface DemoProps {
  /** Links beside the title. */
  withLinks?: boolean;
  /** Something else beside the title. */
  withAside?: boolean;
  className?: string;
  onNavigate?: (path: string) => void;
}

/** A member page in the frame: its title, links beside it, a body. */
function DemoSection({ withLinks = true, withAside = false, className, onNavigate }: DemoProps) {
  const { t } = useLingui();
  return (
    <TitledSection
      heading={t`Demo page`}
      links={
        withLinks
          ? [
              { href: '/member-center/member-center', label: t`Demo first link` },
              { href: '/member-center/integral-mall', label: t`Demo second link` },
            ]
          : undefined
      }
      aside={withAside ? <p className="text-sm text-neutral-700">{t`Demo aside`}</p> : null}
      onNavigate={onNavigate}
      className={className ?? 'mx-auto w-full max-w-5xl p-4 md:p-6'}
    >
      <p className="rounded-lg bg-neutral-0 p-4 text-sm text-neutral-700">{t`Demo body`}</p>
    </TitledSection>
  );
}

const meta = {
  title: 'Mall/TitledSection',
  component: DemoSection,
  args: { onNavigate: fn() },
} satisfies Meta<typeof DemoSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The title is the page's h1; the links beside it go through onNavigate on a plain click. */
export const WithLinks: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '示例页面' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '示例链接一' })).toHaveAttribute(
      'href',
      '/member-center/member-center',
    );
    await userEvent.click(canvas.getByRole('link', { name: '示例链接二' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/member-center/integral-mall');
    await expect(canvas.getByText('示例内容')).toBeVisible();
  },
};

/** No links: the title alone, or with something else beside it. */
export const Aside: Story = {
  args: { withLinks: false, withAside: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.getByText('示例附注')).toBeVisible();
  },
};

/** With links, with an aside, and on a user-centre card (the visual baseline). */
export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4 bg-neutral-50 p-3">
      <DemoSection {...args} />
      <DemoSection {...args} withLinks={false} withAside />
      <DemoSection {...args} className="rounded bg-neutral-0 p-4 shadow md:p-6" />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getAllByRole('heading', { level: 1, name: say(globals, '示例页面', 'Demo page') }),
    ).toHaveLength(3);
    await expect(
      canvas.getAllByRole('link', { name: say(globals, '示例链接一', 'Demo first link') }),
    ).toHaveLength(2);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

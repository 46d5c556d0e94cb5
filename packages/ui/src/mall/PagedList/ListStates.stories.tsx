import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { useLingui } from '@lingui/react/macro';
import { matrix } from '../../storybook/matrix.ts';
import { say } from '../../storybook/say.ts';
import { Empty } from '../../primitives/Empty/index.ts';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton/index.ts';
import { ListStates, type ListStatesProps } from './ListStates.tsx';

type DemoProps = Partial<Omit<ListStatesProps<string>, 'children' | 'empty' | 'skeleton' | 'errorTitle'>>;

/** A whole list as the screens write it: the strings, skeleton and rows are the screen's own. */
function DemoList(props: DemoProps) {
  const { t } = useLingui();
  return (
    <div className="flex w-[28rem] max-w-full flex-col gap-3 bg-neutral-50 p-3">
      <ListStates
        errorTitle={t`The demo levels could not be loaded`}
        empty={<Empty className="py-10" title={t`No demo levels yet`} />}
        skeleton={
          <SkeletonGroup label={t`Loading the demo levels`} className="flex flex-col gap-3">
            <Skeleton className="h-12 rounded-lg" />
            <Skeleton className="h-12 rounded-lg" />
          </SkeletonGroup>
        }
        {...props}
      >
        {(items) => (
          <ol className="flex flex-col gap-2" aria-label={t`Demo levels`}>
            {items.map((item) => (
              <li key={item} className="rounded-lg bg-neutral-0 p-3">
                {item}
              </li>
            ))}
          </ol>
        )}
      </ListStates>
    </div>
  );
}

const meta = {
  title: 'Mall/ListStates',
  component: DemoList,
  args: { onRetry: fn() },
} satisfies Meta<typeof DemoList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Loaded items win over loading and error. */
export const Items: Story = {
  args: { items: ['A', 'B'], loading: true, error: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: '示例等级' }).children).toHaveLength(2);
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** An empty list: the empty state. */
export const EmptyList: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无示例等级')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** The error with a retry. */
export const ErrorState: Story = {
  args: { error: true, loading: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('示例等级加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Loading: the skeleton. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载示例等级');
  },
};

/** Nothing yet (before the skeleton's 200 ms): nothing. */
export const Nothing: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Items, empty, error and loading (the visual baseline). */
export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <DemoList {...args} items={['A', 'B']} />
      <DemoList {...args} items={[]} />
      <DemoList {...args} error />
      <DemoList {...args} loading />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(say(globals, '暂无示例等级', 'No demo levels yet'))).toBeVisible();
    await expect(
      canvas.getByText(say(globals, '示例等级加载失败', 'The demo levels could not be loaded')),
    ).toBeVisible();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useLingui } from '@lingui/react/macro';
import type { Page } from '@mall/domain';
import { matrix } from '../../storybook/matrix.ts';
import { Empty } from '../../primitives/Empty/index.ts';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { LoadError } from './LoadError.tsx';
import { LoadMissing } from './LoadMissing.tsx';
import { PagedList, type PagedListProps } from './PagedList.tsx';
import { say } from '../../storybook/say.ts';

interface Parcel {
  id: number;
  name: string;
}

const parcels: Parcel[] = [1, 2, 3].map((id) => ({ id, name: `SF${1000 + id}` }));
const firstOfThree: Page<Parcel> = { records: parcels, total: 23, size: 10, current: 1, pages: 3 };
const onlyPage: Page<Parcel> = { records: parcels, total: 3, size: 10, current: 1, pages: 1 };
const none: Page<Parcel> = { records: [], total: 0, size: 10, current: 1, pages: 0 };
const pastLast: Page<Parcel> = { records: [], total: 23, size: 10, current: 5, pages: 3 };

type DemoProps = Partial<Omit<PagedListProps<Parcel>, 'children'>> & { className?: string };

/** A screen's list as the screens write it: the strings, skeleton and rows are the screen's own. */
function ParcelList({ className = 'flex flex-col gap-3', ...props }: DemoProps) {
  const { t } = useLingui();
  return (
    <div className={className}>
      <PagedList
        part="parcels"
        errorTitle={t`The parcels could not be loaded`}
        pastLastTitle={t`No parcels on this page`}
        empty={<Empty title={t`No parcels yet`} />}
        skeleton={
          <SkeletonGroup
            label={t`Loading the parcels`}
            className="flex flex-col gap-2 rounded-lg bg-neutral-0 p-4"
          >
            <Skeleton shape="text" className="w-3/5" />
            <Skeleton shape="text" className="w-2/5" />
          </SkeletonGroup>
        }
        {...props}
      >
        {(records) => (
          <ul className="m-0 list-none rounded-lg bg-neutral-0 p-0" aria-label={t`Parcels`}>
            {records.map((parcel) => (
              <li key={parcel.id} className="border-b border-neutral-100 px-4 py-3 last:border-0">
                {t`Parcel ${parcel.name}`}
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}

const meta = {
  title: 'Mall/PagedList',
  component: ParcelList,
  args: { onRetry: fn(), onPageChange: fn() },
  decorators: [(Story) => <div className="bg-neutral-50 p-4">{Story()}</div>],
} satisfies Meta<typeof ParcelList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A page of records with the pager; choosing a page reports it. */
export const Records: Story = {
  args: { page: firstOfThree },
  play: async ({ canvas, args }) => {
    await expect(within(canvas.getByRole('list', { name: '包裹' })).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(
      within(canvas.getByRole('navigation', { name: '分页' })).getByRole('button', { name: '第 2 页' }),
    );
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** One page only: no pager. */
export const OnePage: Story = {
  args: { page: onlyPage },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** No records at all: the screen's empty state on a card. */
export const NoRecords: Story = {
  args: { page: none },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('暂无包裹')).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="parcels-empty"]')).toHaveClass('bg-neutral-0');
  },
};

/** A page past the last one: says so, and the button goes back to page 1. */
export const PastLastPage: Story = {
  args: { page: pastLast },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('本页没有包裹')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '返回第一页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
  },
};

/** Loading with nothing yet: the screen's skeleton. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载包裹');
  },
};

/** The page could not be loaded: an alert with a retry button. */
export const LoadFailed: Story = {
  args: { error: true, loading: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('包裹加载失败');
    await expect(canvas.getByRole('alert')).toHaveTextContent('请检查网络连接后重试。');
    await expect(canvas.queryByRole('status')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A page already shown stays when a reload fails (the error is for a list with nothing to show). */
export const RecordsWinOverError: Story = {
  args: { page: onlyPage, error: true, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** On a card already: the states sit bare and the pager shows the page buttons only. */
export const Bare: Story = {
  args: { page: none, frame: 'none', className: 'rounded bg-neutral-0 p-4' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('暂无包裹')).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="parcels-empty"]')).toBeNull();
  },
};

function DetailError({ onRetry }: { onRetry?: (() => void) | undefined }) {
  const { t } = useLingui();
  return (
    <LoadError
      title={t`The parcel could not be loaded`}
      onRetry={onRetry}
      className="rounded-lg bg-neutral-0"
    >
      <Button asChild variant="ghost">
        <a href="#parcels">{t`Back to the parcels`}</a>
      </Button>
    </LoadError>
  );
}

/** LoadError alone, for data that is not a list (a detail page), with a further way on after the retry. */
export const LoadErrorWithLink: Story = {
  render: (args) => <DetailError onRetry={args.onRetry} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('包裹信息加载失败');
    await expect(canvas.getByRole('link', { name: '返回包裹列表' })).toHaveAttribute('href', '#parcels');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

function DetailMissing() {
  const { t } = useLingui();
  return (
    <LoadMissing
      title={t`The parcel does not exist`}
      linkHref="#parcels"
      linkLabel={t`Back to the parcels`}
    />
  );
}

/** LoadMissing, for a detail page whose data is not there: the empty drawing and one link on. */
export const LoadMissingWithLink: Story = {
  render: () => <DetailMissing />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('包裹不存在')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回包裹列表' })).toHaveAttribute('href', '#parcels');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Every state at once, for visual review and the locale/viewport matrix. */
export const AllStates: Story = {
  render: (args) => (
    <div className="grid items-start gap-4 md:grid-cols-3">
      <ParcelList {...args} page={firstOfThree} />
      <ParcelList {...args} page={none} />
      <ParcelList {...args} page={pastLast} />
      <ParcelList {...args} error />
      <ParcelList {...args} loading />
      <ParcelList {...args} page={onlyPage} />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getAllByRole('list', { name: say(globals, '包裹', 'Parcels') })).toHaveLength(2);
    await expect(canvas.getByText(say(globals, '暂无包裹', 'No parcels yet'))).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      say(globals, '请检查网络连接后重试。', 'Please check your connection and try again.'),
    );
    await expect(canvas.getByRole('button', { name: say(globals, '重试', 'Retry') })).toBeVisible();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

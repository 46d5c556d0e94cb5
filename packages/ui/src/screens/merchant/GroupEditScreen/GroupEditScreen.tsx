// The merchant centre's group-buy form (issue 17 item 7): a new group buy, or one of the store's with its
// figures (teams formed, members, sold, status) and its form, editable only before its start (else read
// only). The product picker offers the store's products; the chosen product's SKUs are listed to choose
// from, with the group price; the team size, its minutes and the per-shopper limit below. The client's checks name each bad field; the server's
// refusal is shown above the buttons. Props in, callbacks out: the app loads and sends.
import { useLingui } from '@lingui/react/macro';
import { type MerchantGroup, type MerchantGroupParam, type MerchantGroupUpdateParam } from '@mall/domain';
import {
  ActivityEditForm,
  ActivityEditFrame,
  ActivityStatusTag,
  canEdit,
  Figure,
  initialValues,
  groupBody,
  type ActivitySkuOption,
  type ProductSearchProps,
} from '../ActivityKit/index.ts';

/** The search of the store's products, its loading and failure: ActivityEditForm's ProductSearchProps. */
export interface GroupEditScreenProps extends ProductSearchProps {
  /** The group buy being viewed or edited; undefined for a new one (or while it loads). */
  activity?: MerchantGroup | undefined;
  /** The group buy is loading (editing). */
  loading?: boolean | undefined;
  error?: boolean | undefined;
  onRetry?: (() => void) | undefined;
  products: readonly { prodId: number; prodName: string }[];
  skuOptions?: readonly ActivitySkuOption[] | undefined;
  onProductChange: (prodId: number) => void;
  /** The server's time, ms. */
  now: number;
  /** Sends the body (with groupActivityId when editing); answers the server's refusal, or nothing. */
  onSubmit: (body: MerchantGroupParam | MerchantGroupUpdateParam) => Promise<string | undefined>;
  onCancel: () => void;
}

export function GroupEditScreen({
  activity,
  loading = false,
  error = false,
  onRetry,
  onSubmit,
  ...props
}: GroupEditScreenProps) {
  const { t } = useLingui();
  const editable = !activity || canEdit(activity);
  return (
    <ActivityEditFrame
      kindTitle={t`Group buy`}
      loadFailed={t`The group buy could not be loaded`}
      loading={loading}
      error={error}
      onRetry={onRetry}
      title={activity ? (editable ? t`Edit group buy` : t`Group buy`) : t`New group buy`}
      description={
        activity
          ? editable
            ? t`A group buy can change until it starts.`
            : t`This group buy has started: it can no longer change.`
          : t`A team opens when its leader pays and must fill up within its minutes, or every member is refunded.`
      }
    >
      <ActivityEditForm
        key={activity?.groupActivityId ?? 'new'}
        kind="group"
        initial={initialValues(activity)}
        chosenProduct={activity}
        editing={activity !== undefined}
        readOnly={!editable}
        onSubmit={(values) =>
          onSubmit(
            activity
              ? { ...groupBody(values), groupActivityId: activity.groupActivityId }
              : groupBody(values),
          )
        }
        {...props}
      >
        {activity ? (
          <div className="grid grid-cols-4 gap-4">
            <Figure
              label={t`Status`}
              value={<ActivityStatusTag status={activity.status} stopped={activity.stopped} />}
            />
            <Figure label={t`Teams formed`} value={activity.teamsFormed} />
            <Figure label={t`Members`} value={activity.memberNum} />
            <Figure label={t`Sold`} value={activity.soldNum} />
          </div>
        ) : null}
      </ActivityEditForm>
    </ActivityEditFrame>
  );
}

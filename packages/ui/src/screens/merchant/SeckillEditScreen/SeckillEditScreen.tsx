// The merchant centre's flash-sale form (issue 17 item 7): a new flash sale, or one of the store's with
// its figures (sold, left, status) and its form, editable only before its start (else read only). The
// product picker offers the store's products; the chosen product's SKUs are listed to choose from, with
// the flash-sale price and the units each gives. The client's checks name each bad field; the server's
// refusal is shown above the buttons. Props in, callbacks out: the app loads and sends.
import { useLingui } from '@lingui/react/macro';
import {
  type MerchantSeckill,
  type MerchantSeckillParam,
  type MerchantSeckillUpdateParam,
} from '@mall/domain';
import {
  ActivityEditForm,
  ActivityEditFrame,
  ActivityStatusTag,
  canEdit,
  Figure,
  initialValues,
  seckillBody,
  type ActivitySkuOption,
  type ProductSearchProps,
} from '../ActivityKit/index.ts';

/** The search of the store's products, its loading and failure: ActivityEditForm's ProductSearchProps. */
export interface SeckillEditScreenProps extends ProductSearchProps {
  /** The flash sale being viewed or edited; undefined for a new one (or while it loads). */
  activity?: MerchantSeckill | undefined;
  /** The flash sale is loading (editing). */
  loading?: boolean | undefined;
  error?: boolean | undefined;
  onRetry?: (() => void) | undefined;
  products: readonly { prodId: number; prodName: string }[];
  skuOptions?: readonly ActivitySkuOption[] | undefined;
  onProductChange: (prodId: number) => void;
  /** The server's time, ms. */
  now: number;
  /** Sends the body (with seckillId when editing); answers the server's refusal, or nothing. */
  onSubmit: (body: MerchantSeckillParam | MerchantSeckillUpdateParam) => Promise<string | undefined>;
  onCancel: () => void;
}

export function SeckillEditScreen({
  activity,
  loading = false,
  error = false,
  onRetry,
  onSubmit,
  ...props
}: SeckillEditScreenProps) {
  const { t } = useLingui();
  const editable = !activity || canEdit(activity);
  return (
    <ActivityEditFrame
      kindTitle={t`Flash sale`}
      loadFailed={t`The flash sale could not be loaded`}
      loading={loading}
      error={error}
      onRetry={onRetry}
      title={activity ? (editable ? t`Edit flash sale` : t`Flash sale`) : t`New flash sale`}
      description={
        activity
          ? editable
            ? t`A flash sale can change until it starts.`
            : t`This flash sale has started: it can no longer change.`
          : t`Its units leave the specifications' stock when it is created and the ones left come back when it ends.`
      }
    >
      <ActivityEditForm
        key={activity?.seckillId ?? 'new'}
        kind="seckill"
        initial={initialValues(activity)}
        chosenProduct={activity}
        editing={activity !== undefined}
        readOnly={!editable}
        onSubmit={(values) =>
          onSubmit(activity ? { ...seckillBody(values), seckillId: activity.seckillId } : seckillBody(values))
        }
        {...props}
      >
        {activity ? (
          <div className="grid grid-cols-4 gap-4">
            <Figure
              label={t`Status`}
              value={<ActivityStatusTag status={activity.status} stopped={activity.stopped} />}
            />
            <Figure label={t`Sold`} value={activity.soldNum} />
            <Figure label={t`Units left`} value={activity.seckillStocks} />
            <Figure label={t`Units at the start`} value={activity.seckillTotalStocks} />
          </div>
        ) : null}
      </ActivityEditForm>
    </ActivityEditFrame>
  );
}

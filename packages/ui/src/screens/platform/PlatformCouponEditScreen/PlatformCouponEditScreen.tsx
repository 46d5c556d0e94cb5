// The platform console's coupon form (issue 18 item 5, decisions/0101 and 0109; POST and PUT
// /platform/coupon, GET /platform/coupon/info): the merchant centre's coupon form
// (screens/merchant/CouponEditScreen) with the platform's products section: all products, or products
// chosen from every store with the console's ProductPicker (its search is the app's, `productSearch`),
// each listed with its store and a way to drop it. `mayChange` false (a read-only role) shows it
// read-only. A coupon that does not exist (the server's 404) is `notFound`: said, with a way back to the
// list (`onCancel`) and no retry (decisions/0110). Props in, callbacks out.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { COUPON_PRODS_MAX, type PlatformCouponDetail, type PlatformProdRow } from '@mall/domain';
import { cn } from '../../../lib/cn.ts';
import { FormSection } from '../../../console/FormSection/index.ts';
import { PageHeader } from '../../../console/PageHeader/index.ts';
import { ProductPicker, type ProductPickerSearch } from '../../../console/ProductPicker/index.ts';
import { Button } from '../../../primitives/Button/index.ts';
import { Empty } from '../../../primitives/Empty/index.ts';
import { RadioGroup } from '../../../primitives/RadioGroup/index.ts';
import { canEdit } from '../../merchant/ActivityKit/index.ts';
import {
  CouponEditScreen,
  type CouponEditScreenProps,
} from '../../merchant/CouponEditScreen/CouponEditScreen.tsx';

export interface PlatformCouponEditScreenProps extends Omit<
  CouponEditScreenProps,
  | 'scope'
  | 'coupon'
  | 'products'
  | 'onProductSearch'
  | 'productsLoading'
  | 'productsError'
  | 'onProductsRetry'
  | 'platformProducts'
> {
  /** The coupon being edited or viewed (its chosen products as the search lists them). */
  coupon?: PlatformCouponDetail | undefined;
  /** The product search of the picker (GET /platform/prod/page through the app). */
  productSearch?: ProductPickerSearch | undefined;
  /** Where the picker's dialog portals (stories); document.body by default. */
  pickerContainer?: HTMLElement | null | undefined;
  /** No such coupon of the platform (404): said, with Back to the list (`onCancel`) and no retry. */
  notFound?: boolean | undefined;
}

export function PlatformCouponEditScreen({ notFound = false, ...props }: PlatformCouponEditScreenProps) {
  const { t } = useLingui();
  if (!notFound || props.coupon !== undefined) return <CouponForm {...props} />;
  const { className, style } = props;
  return (
    <div className={cn('flex flex-col gap-4', className)} style={style}>
      <PageHeader title={t`Platform coupon`} />
      <Empty
        size="sm"
        role="alert"
        illustration="search"
        title={t`This coupon does not exist`}
        description={t`It may have been removed, or the address is mistyped.`}
        action={
          <Button size="sm" variant="outline" onClick={props.onCancel}>
            {t`Back to the coupons`}
          </Button>
        }
      />
    </div>
  );
}

function CouponForm({
  coupon,
  productSearch,
  pickerContainer,
  ...props
}: Omit<PlatformCouponEditScreenProps, 'notFound'>) {
  const { t } = useLingui();
  const [chosen, setChosen] = useState<PlatformProdRow[] | null>(
    coupon?.suitableProdType === 1 ? coupon.prods : null,
  );
  const [picking, setPicking] = useState(false);
  const readOnly = props.mayChange === false || (coupon !== undefined && !canEdit(coupon));
  const section = (
    <FormSection title={t`Products`}>
      <RadioGroup
        label={t`Applies to`}
        orientation="horizontal"
        value={chosen === null ? 'all' : 'chosen'}
        disabled={readOnly}
        onValueChange={(v) => setChosen(v === 'all' ? null : (chosen ?? []))}
        options={[
          { value: 'all', label: t`All products` },
          { value: 'chosen', label: t`Chosen products` },
        ]}
      />
      {chosen === null ? null : (
        <div className="flex flex-col gap-2">
          {chosen.length === 0 ? (
            <p className="m-0 text-sm text-neutral-600">{t`No product chosen yet.`}</p>
          ) : (
            <ul aria-label={t`Chosen products`} className="m-0 flex list-none flex-col gap-1 p-0">
              {chosen.map((p) => {
                const prodName = p.prodName;
                return (
                  <li key={p.prodId} className="flex items-center gap-2 text-sm">
                    <span className="truncate text-neutral-900">{prodName}</span>
                    <span className="text-neutral-600">{p.shopName}</span>
                    {readOnly ? null : (
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        className="px-1.5"
                        aria-label={t`Remove ${prodName}`}
                        onClick={() => setChosen(chosen.filter((q) => q.prodId !== p.prodId))}
                      >
                        <span aria-hidden="true">×</span>
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          {readOnly || !productSearch ? null : (
            <div>
              <Button type="button" variant="secondary" onClick={() => setPicking(true)}>
                {t`Choose products`}
              </Button>
              <ProductPicker
                {...productSearch}
                open={picking}
                onClose={() => setPicking(false)}
                container={pickerContainer}
                chosen={chosen}
                max={COUPON_PRODS_MAX}
                onConfirm={(rows) => {
                  setChosen(rows);
                  setPicking(false);
                }}
              />
            </div>
          )}
        </div>
      )}
    </FormSection>
  );
  return (
    <CouponEditScreen
      {...props}
      coupon={coupon}
      products={[]}
      scope="platform"
      platformProducts={{ prodIds: chosen?.map((p) => p.prodId) ?? null, section }}
    />
  );
}

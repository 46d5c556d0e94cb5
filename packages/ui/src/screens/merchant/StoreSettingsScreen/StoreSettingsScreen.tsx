// The merchant centre's store settings (issue 17 item 9; GET and PUT /merchant/shop): the store's names
// and descriptions in zh and en and its logo; contact number, address and business hours; the notices
// shown on the store's page (up to five); the freight template (fee per order, free shipping from an
// amount). The fields are checked with the domain's `MerchantShopParam` (a message under each field)
// before `onSubmit` gets the parsed request; the save is busy while the app sends it, waits for the logo
// upload, and the server's refusal is shown above the button. Props in, callbacks out: nothing is
// fetched or computed here.
import { useId, useRef, useState, type FormEvent, type HTMLAttributes } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  fieldErrors,
  MERCHANT_SHOP_LIMITS as L,
  MerchantShopParam,
  STORE_DESCRIPTION_MAX,
  STORE_NAME_MAX,
  type MerchantShopSettings,
} from '@mall/domain';
import { cn } from '../../../lib/cn.ts';
import { FormSection } from '../../../console/FormSection/index.ts';
import { ImageListEditor } from '../../../console/ImageListEditor/index.ts';
import { PageHeader } from '../../../console/PageHeader/index.ts';
import { LoadError } from '../../../mall/PagedList/index.ts';
import { Button } from '../../../primitives/Button/index.ts';
import { FormAlert } from '../../../primitives/FormAlert/index.ts';
import { Input, Textarea } from '../../../primitives/Input/index.ts';
import { Skeleton, SkeletonGroup } from '../../../primitives/Skeleton/index.ts';

/** The request PUT /merchant/shop takes (parsed: trimmed, cleaned). */
export type StoreSettingsRequest = ReturnType<typeof MerchantShopParam.parse>;

export interface StoreSettingsScreenProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'onSubmit'
> {
  /** The settings as stored; undefined until loaded. */
  settings?: MerchantShopSettings | undefined;
  loading?: boolean | undefined;
  /** The settings could not be loaded: the error state with a retry button. */
  error?: boolean | undefined;
  onRetry?: (() => void) | undefined;
  /** Uploads a picture of the store (POST /merchant/file/upload) and resolves its URL. */
  onUploadImage: (file: File) => Promise<string>;
  /** Sends the checked settings; a rejection keeps the form as it is, with the app's `refusal` shown. */
  onSubmit: (request: StoreSettingsRequest) => Promise<unknown>;
  /** The server's refusal of the last save. */
  refusal?: string | undefined;
}

/** The form's values as typed (amounts as text). */
interface Draft {
  shopName: string;
  shopNameEn: string;
  logo: string[];
  intro: string;
  introEn: string;
  tel: string;
  address: string;
  businessHours: string;
  notices: string[];
  freightFee: string;
  freeFrom: string;
}

const draftOf = (s: MerchantShopSettings): Draft => ({
  shopName: s.shopName,
  shopNameEn: s.shopNameEn,
  logo: s.logo ? [s.logo] : [],
  intro: s.intro,
  introEn: s.introEn,
  tel: s.tel,
  address: s.address,
  businessHours: s.businessHours,
  notices: [...s.notices],
  freightFee: String(s.freightFee),
  freeFrom: String(s.freeFrom),
});

/** An amount typed in yuan ('' or text: not a number, which the rule refuses). */
const amount = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

export function StoreSettingsScreen({
  settings,
  loading = false,
  error = false,
  onRetry,
  onUploadImage,
  onSubmit,
  refusal,
  className,
  ...props
}: StoreSettingsScreenProps) {
  const { t } = useLingui();
  let body;
  if (settings) {
    body = (
      <SettingsForm
        key={JSON.stringify(settings)}
        settings={settings}
        onUploadImage={onUploadImage}
        onSubmit={onSubmit}
        refusal={refusal}
      />
    );
  } else if (error) {
    body = (
      <LoadError
        title={t`The store's settings could not be loaded`}
        onRetry={onRetry}
        className="rounded bg-neutral-0 p-6"
      />
    );
  } else if (loading) {
    body = (
      <SkeletonGroup
        label={t`Loading the store's settings`}
        className="flex flex-col gap-4 rounded bg-neutral-0 p-6"
      >
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} shape="text" className="w-2/3" />
        ))}
      </SkeletonGroup>
    );
  } else body = null;
  return (
    <div className={cn('flex flex-col gap-4', className)} {...props}>
      <PageHeader
        title={t`Store settings`}
        description={t`What shoppers see on your store's page, and what your orders charge for shipping.`}
      />
      {body}
    </div>
  );
}

function SettingsForm({
  settings,
  onUploadImage,
  onSubmit,
  refusal,
}: Pick<StoreSettingsScreenProps, 'onUploadImage' | 'onSubmit' | 'refusal'> & {
  settings: MerchantShopSettings;
}) {
  const { t, i18n } = useLingui();
  const refusalId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [waitMessage, setWaitMessage] = useState(false);
  const inFlight = useRef(false);

  const change = <K extends keyof Draft>(field: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setProblems((all) => {
      const gone = (key: string) => key === field || key.startsWith(`${field}.`);
      return Object.keys(all).some(gone)
        ? Object.fromEntries(Object.entries(all).filter(([key]) => !gone(key)))
        : all;
    });
  };
  const setNotice = (index: number, text: string) =>
    change(
      'notices',
      draft.notices.map((n, i) => (i === index ? text : n)),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    if (uploading) {
      setWaitMessage(true);
      return;
    }
    setWaitMessage(false);
    const parsed = MerchantShopParam.safeParse({
      ...draft,
      logo: draft.logo[0] ?? '',
      freightFee: amount(draft.freightFee),
      freeFrom: amount(draft.freeFrom),
    });
    if (!parsed.success) {
      setProblems(
        Object.fromEntries(
          Object.entries(fieldErrors(parsed)).map(([key, descriptor]) => [key, i18n._(descriptor)]),
        ),
      );
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setProblems({});
    inFlight.current = true;
    setPending(true);
    try {
      await onSubmit(parsed.data);
    } catch {
      // The app shows its refusal; the form stays as it is.
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  const noticesProblem = problems.notices;
  return (
    <form
      ref={form}
      noValidate
      aria-label={t`Store settings`}
      aria-describedby={refusal ? refusalId : undefined}
      className="flex flex-col gap-4"
      onSubmit={(event) => void submit(event)}
    >
      <FormSection title={t`Store information`}>
        <div className="grid gap-4 md:grid-cols-2">
          <Input
            label={t`Store name (Chinese)`}
            value={draft.shopName}
            maxLength={STORE_NAME_MAX}
            showCount
            disabled={pending}
            error={problems.shopName}
            onChange={(e) => change('shopName', e.target.value)}
          />
          <Input
            label={t`Store name (English)`}
            value={draft.shopNameEn}
            maxLength={STORE_NAME_MAX}
            showCount
            disabled={pending}
            error={problems.shopNameEn}
            onChange={(e) => change('shopNameEn', e.target.value)}
          />
          <Textarea
            label={t`Description (Chinese)`}
            value={draft.intro}
            rows={3}
            maxLength={STORE_DESCRIPTION_MAX}
            showCount
            disabled={pending}
            error={problems.intro}
            onChange={(e) => change('intro', e.target.value)}
          />
          <Textarea
            label={t`Description (English)`}
            value={draft.introEn}
            rows={3}
            maxLength={STORE_DESCRIPTION_MAX}
            showCount
            disabled={pending}
            error={problems.introEn}
            onChange={(e) => change('introEn', e.target.value)}
          />
        </div>
        <div role="group" aria-label={t`Store logo`} className="flex flex-col gap-1">
          <span className="text-sm font-medium text-neutral-800">{t`Store logo`}</span>
          <ImageListEditor
            value={draft.logo}
            onChange={(logo) => change('logo', logo)}
            onUploadImage={onUploadImage}
            onBusyChange={setUploading}
            max={1}
            disabled={pending}
            error={problems.logo}
          />
        </div>
      </FormSection>

      <FormSection
        title={t`Contact and hours`}
        description={t`Shown on your store's page; leave a field empty to hide it.`}
      >
        <div className="grid gap-4 md:grid-cols-2">
          <Input
            label={t`Contact number`}
            value={draft.tel}
            maxLength={20}
            inputMode="tel"
            disabled={pending}
            error={problems.tel}
            onChange={(e) => change('tel', e.target.value)}
          />
          <Input
            label={t`Business hours`}
            placeholder={t`e.g. Mon-Sun 9:00-21:00`}
            value={draft.businessHours}
            maxLength={L.hoursMax}
            disabled={pending}
            error={problems.businessHours}
            onChange={(e) => change('businessHours', e.target.value)}
          />
        </div>
        <Input
          label={t`Address`}
          value={draft.address}
          maxLength={L.addressMax}
          showCount
          disabled={pending}
          error={problems.address}
          onChange={(e) => change('address', e.target.value)}
        />
      </FormSection>

      <FormSection
        title={t`Store notices`}
        description={t`Short notices shown on your store's page, in this order (at most 5).`}
      >
        {draft.notices.map((notice, i) => {
          const position = i + 1;
          return (
            <div key={i} className="flex items-start gap-2">
              <Input
                label={t`Notice ${position}`}
                value={notice}
                maxLength={L.noticeMax}
                disabled={pending}
                error={problems[`notices.${i}`]}
                wrapperClassName="flex-1"
                onChange={(e) => setNotice(i, e.target.value)}
              />
              <Button
                type="button"
                variant="outline"
                className="mt-6"
                disabled={pending}
                aria-label={t`Delete notice ${position}`}
                onClick={() =>
                  change(
                    'notices',
                    draft.notices.filter((_, j) => j !== i),
                  )
                }
              >
                {t`Delete`}
              </Button>
            </div>
          );
        })}
        {noticesProblem ? (
          <p role="alert" className="m-0 text-sm text-danger">
            {noticesProblem}
          </p>
        ) : null}
        <div>
          <Button
            type="button"
            variant="outline"
            disabled={pending || draft.notices.length >= L.noticesMax}
            onClick={() => change('notices', [...draft.notices, ''])}
          >
            {t`Add a notice`}
          </Button>
        </div>
      </FormSection>

      <FormSection
        title={t`Freight template`}
        description={t`Charged once per order of your store; checkouts use a change at once.`}
      >
        <div className="grid gap-4 md:grid-cols-2">
          <Input
            label={t`Freight per order (yuan)`}
            hint={t`0: free shipping`}
            value={draft.freightFee}
            inputMode="decimal"
            prefix="¥"
            disabled={pending}
            error={problems.freightFee}
            onChange={(e) => change('freightFee', e.target.value)}
          />
          <Input
            label={t`Free shipping from (yuan)`}
            hint={t`Goods amount after discounts; 0: never free`}
            value={draft.freeFrom}
            inputMode="decimal"
            prefix="¥"
            disabled={pending}
            error={problems.freeFrom}
            onChange={(e) => change('freeFrom', e.target.value)}
          />
        </div>
      </FormSection>

      <div className="sticky bottom-0 flex flex-col gap-2 rounded border border-neutral-200 bg-neutral-0 px-6 py-3">
        <FormAlert id={refusalId}>{refusal}</FormAlert>
        {waitMessage && uploading ? (
          <p role="status" className="m-0 text-sm text-neutral-700">
            {t`Wait for the logo to finish uploading, then save again.`}
          </p>
        ) : null}
        {Object.keys(problems).length > 0 ? (
          <p role="status" className="m-0 text-sm text-danger">
            {t`Some fields need your attention.`}
          </p>
        ) : null}
        <div className="flex items-center justify-end">
          <Button type="submit" loading={pending}>
            {t`Save the settings`}
          </Button>
        </div>
      </div>
    </form>
  );
}

// The free store application (`/ffjs`, spec sections 2 and 5): the form with every rule of the domain's
// `storeApplicationForm` (store name, contact number, region, detailed address, description, logo,
// business licence, ID card front and back), and the application's states: under review (a read-only
// summary and what happens next), rejected (the platform's reason, the form filled in to modify and
// resubmit), approved (links to the store and its account) and offline (the reason). The screen speaks
// the form's words; the app maps them to the wire's (`ShopApplyParam`) and sends them.
import { useId, useState, type HTMLAttributes, type ReactNode } from 'react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import {
  paths,
  STORE_DESCRIPTION_MAX,
  STORE_NAME_MAX,
  StoreApplicationStatus,
  storeApplicationForm,
  storeApplicationStatusLabels,
  type AreaItem,
  type ShopApplyInfo,
  type StoreApplicationForm,
} from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { useRuleForm, type RuleSchema } from '../../lib/useRuleForm.ts';
import { useUploadList, type UploadImage } from '../../lib/useUploadList.ts';
import { ScreenFrame } from '../../mall/ScreenFrame/index.ts';
import { RegionPicker, type RegionValue } from '../../mall/AddressForm/index.ts';
import { LoadError } from '../../mall/PagedList/index.ts';
import { identityHref, type HrefBuilder } from '../../mall/SiteFooter/siteConfig.ts';
import { Button } from '../../primitives/Button/index.ts';
import { FormAlert } from '../../primitives/FormAlert/index.ts';
import { Empty } from '../../primitives/Empty/index.ts';
import { Image } from '../../primitives/Image/index.ts';
import { Input, Textarea } from '../../primitives/Input/index.ts';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton/index.ts';
import { Tag } from '../../primitives/Tag/index.ts';
import { Upload } from '../../primitives/Upload/index.ts';

/** An application as GET /p/shop/apply/info answers it (null: never applied). */
export type StoreApplication = NonNullable<ShopApplyInfo>;

export interface StoreApplyScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'onSubmit'> {
  /** A visitor is asked to log in: the application is the shopper's own. */
  signedIn: boolean;
  /** The visitor pressed "log in" (the app opens the login popup). */
  onLogin?: (() => void) | undefined;
  /** The shopper's application; null when they never applied, undefined until loaded. */
  application?: StoreApplication | null | undefined;
  /** Shows the skeleton while the application has not loaded (the app sets it after 200 ms). */
  loading?: boolean | undefined;
  /** The application could not be loaded: the error state with a retry button. */
  error?: boolean | undefined;
  onRetry?: (() => void) | undefined;
  /** The regions under a parent (0: provinces), for the region picker (GET /p/area/listByPid). */
  loadRegions: (parentId: number) => Promise<AreaItem[]>;
  /** Uploads one picture and resolves its URL (POST /p/file/upload): the logo. */
  uploadImage?: UploadImage | undefined;
  /**
   * Uploads one private picture and resolves its view link (POST /p/file/uploadPrivate): the licence
   * and the ID card, which only the applicant and the platform's reviewers may see.
   */
  uploadPrivateImage?: UploadImage | undefined;
  /**
   * Sends the checked application (a new one, or a rejected one resubmitted); a rejection keeps the form
   * as it is, with the app's `refusal` shown above the button.
   */
  onSubmit?: ((application: StoreApplicationForm) => Promise<unknown> | unknown) | undefined;
  /** The server's refusal of the last submit, shown in place. */
  refusal?: string | undefined;
  /** Builds link addresses (the app adds the `/en` prefix). */
  href?: HrefBuilder;
  /** A plain click on one of the screen's links, with the built address. */
  onNavigate?: (to: string) => void;
}

/** Open a free store: the application form, or the state of the shopper's application. */
export function StoreApplyScreen({
  signedIn,
  onLogin,
  application,
  loading = false,
  error = false,
  onRetry,
  loadRegions,
  uploadImage,
  uploadPrivateImage,
  onSubmit,
  refusal,
  href = identityHref,
  onNavigate,
  className,
  ...props
}: StoreApplyScreenProps) {
  const { t } = useLinguiMacro();
  const panel = 'rounded-lg bg-neutral-0 p-4 max-md:rounded-none md:p-6';
  let body: ReactNode = null;
  if (!signedIn) {
    body = (
      <Empty
        className={cn(panel, 'py-10')}
        title={t`Log in to open a free store`}
        description={t`Apply with your store's details; the platform reviews every application.`}
        action={
          <Button onClick={onLogin}>
            <Trans>Log in</Trans>
          </Button>
        }
      />
    );
  } else if (application === undefined) {
    if (error) {
      body = <LoadError title={t`The application could not be loaded`} onRetry={onRetry} className={panel} />;
    } else if (loading) {
      body = (
        <SkeletonGroup label={t`Loading the application`} className={cn(panel, 'flex flex-col gap-4')}>
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} shape="text" className={i % 2 ? 'w-1/2' : 'w-3/4'} />
          ))}
          <span className="flex gap-3">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="size-24" />
            ))}
          </span>
        </SkeletonGroup>
      );
    }
  } else if (application === null) {
    body = (
      <ApplicationForm
        key="new"
        loadRegions={loadRegions}
        uploadImage={uploadImage}
        uploadPrivateImage={uploadPrivateImage}
        onSubmit={onSubmit}
        refusal={refusal}
        className={panel}
      />
    );
  } else if (application.status === StoreApplicationStatus.rejected) {
    body = (
      <>
        <StatusPanel application={application} className={panel}>
          <p className="m-0 text-sm text-neutral-800">
            <Trans>The platform did not approve your application.</Trans>
          </p>
          <Reason label={t`The platform's reason`} text={application.auditRemark} />
          <p className="m-0 text-sm text-neutral-600">
            <Trans>Modify the application below and submit it again.</Trans>
          </p>
        </StatusPanel>
        <ApplicationForm
          key={`resubmit-${application.applyId}`}
          previous={application}
          loadRegions={loadRegions}
          uploadImage={uploadImage}
          uploadPrivateImage={uploadPrivateImage}
          onSubmit={onSubmit}
          refusal={refusal}
          className={panel}
        />
      </>
    );
  } else if (application.status === StoreApplicationStatus.approved) {
    const storeName = application.shopName;
    body = (
      <StatusPanel application={application} className={panel}>
        <p className="m-0 text-sm text-neutral-800">
          <Trans>Your store {storeName} is open.</Trans>
        </p>
        <p className="m-0 text-sm text-neutral-600">
          <Trans>
            Set the store password on the store account page, then sign in to the merchant centre with the
            store account to add products and handle orders.
          </Trans>
        </p>
        <div className="flex flex-wrap gap-3">
          {application.shopId !== null ? (
            <Button asChild variant="outline">
              <a href={href(paths.shop(application.shopId))}>
                <Trans>Visit my store</Trans>
              </a>
            </Button>
          ) : null}
          <Button asChild>
            <a href={href(paths.userCenter('uc-shopaccount'))}>
              <Trans>Store account</Trans>
            </a>
          </Button>
        </div>
      </StatusPanel>
    );
  } else if (application.status === StoreApplicationStatus.offline) {
    const storeName = application.shopName;
    body = (
      <StatusPanel application={application} className={panel}>
        <p className="m-0 text-sm text-neutral-800">
          <Trans>The platform has taken your store {storeName} offline.</Trans>
        </p>
        <Reason label={t`The platform's reason`} text={application.auditRemark} />
        <p className="m-0 text-sm text-neutral-600">
          <Trans>
            Its products are no longer shown to shoppers. Orders placed before still have to be shipped and
            their after-sales handled. Contact the platform to bring the store back online.
          </Trans>
        </p>
      </StatusPanel>
    );
  } else {
    body = (
      <>
        <StatusPanel application={application} className={panel}>
          <p className="m-0 text-sm text-neutral-800">
            <Trans>Your application has been submitted and is waiting for the platform's review.</Trans>
          </p>
          <h2 className="m-0 text-base font-medium text-neutral-900">
            <Trans>What happens next</Trans>
          </h2>
          <ol className="m-0 flex list-decimal flex-col gap-1 pl-5 text-sm text-neutral-700">
            <li>
              <Trans>The platform checks the store's details, the business licence and the ID card.</Trans>
            </li>
            <li>
              <Trans>The result is shown on this page and in your personal center.</Trans>
            </li>
            <li>
              <Trans>
                Once approved, set the store password and sign in to the merchant centre; if rejected, modify
                the application and submit it again.
              </Trans>
            </li>
          </ol>
        </StatusPanel>
        <Summary application={application} className={panel} />
      </>
    );
  }

  return (
    <ScreenFrame
      heading={<Trans>Open a free store</Trans>}
      className={cn('max-w-3xl', className)}
      onNavigate={onNavigate}
      {...props}
    >
      {body}
    </ScreenFrame>
  );
}

const statusTone = { 0: 'warning', 1: 'success', [-1]: 'danger', 2: 'neutral' } as const;

/** The application's state: its badge, then what the state means. */
function StatusPanel({
  application,
  className,
  children,
}: {
  application: StoreApplication;
  className: string;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  const headingId = useId();
  const status = application.status as StoreApplicationStatus;
  const label = storeApplicationStatusLabels[status];
  return (
    <section
      aria-labelledby={headingId}
      className={cn(className, 'flex flex-col gap-3')}
      data-status={status}
    >
      <h2 id={headingId} className="m-0 flex items-center gap-2 text-base font-medium text-neutral-900">
        <Trans>Application status</Trans>
        {label ? <Tag tone={statusTone[status] ?? 'neutral'}>{i18n._(label)}</Tag> : null}
      </h2>
      {children}
    </section>
  );
}

/** The platform's reason, or a note that it gave none. */
function Reason({ label, text }: { label: string; text: string | null }) {
  return (
    <p
      role="note"
      className="m-0 rounded border border-warning bg-warning-soft px-3 py-2 text-sm text-neutral-800"
    >
      <span className="font-medium">{label}: </span>
      {text && text.trim() ? text : <Trans>No reason given</Trans>}
    </p>
  );
}

/** The application under review, read-only. */
function Summary({ application, className }: { application: StoreApplication; className: string }) {
  const { t } = useLinguiMacro();
  const headingId = useId();
  const region = [application.province, application.city, application.area].filter(Boolean).join(' ');
  const rows: [string, ReactNode][] = [
    [t`Store name`, application.shopName],
    [t`Contact number`, application.tel],
    [t`Region`, region],
    [t`Detailed address`, application.shopAddress],
    [t`Store description`, application.intro],
  ];
  const images: [string, string][] = [
    [t`Store logo`, application.shopLogo],
    [t`Business licence`, application.businessLicense],
    [t`ID card front`, application.identityCardFront],
    [t`ID card back`, application.identityCardLater],
  ];
  return (
    <section aria-labelledby={headingId} className={cn(className, 'flex flex-col gap-3')}>
      <h2 id={headingId} className="m-0 text-base font-medium text-neutral-900">
        <Trans>Your application</Trans>
      </h2>
      <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-neutral-600">{label}</dt>
            <dd className="m-0 break-words text-neutral-900">{value}</dd>
          </div>
        ))}
      </dl>
      <ul className="m-0 flex list-none flex-wrap gap-3 p-0">
        {images.map(([label, url]) => (
          <li key={label} className="flex flex-col items-center gap-1 text-xs text-neutral-600">
            <Image src={url} alt={label} className="size-24 rounded border border-neutral-200" />
            <span aria-hidden="true">{label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

interface FormValues {
  shopName: string;
  contactPhone: string;
  region: string;
  address: string;
  description: string;
  logo: string;
  businessLicence: string;
  idCardFront: string;
  idCardBack: string;
}

type ImageField = 'logo' | 'businessLicence' | 'idCardFront' | 'idCardBack';

/** The form's fields in screen order (the first invalid one takes the focus). */
const FIELDS = [
  'shopName',
  'contactPhone',
  'region',
  'address',
  'description',
  'logo',
  'businessLicence',
  'idCardFront',
  'idCardBack',
] as const;

function regionOf(application: StoreApplication | undefined): RegionValue {
  if (!application) return {};
  const { provinceId, province, cityId, city, areaId, area } = application;
  return { provinceId, province, cityId, city, areaId, area };
}

/** A region with all three levels chosen, else undefined (the rule's "please choose the region"). */
function chosenRegion(region: RegionValue): StoreApplicationForm['region'] | undefined {
  const { provinceId, cityId, areaId } = region;
  if (!provinceId || !cityId || !areaId) return undefined;
  return {
    provinceId,
    cityId,
    areaId,
    ...(region.province ? { province: region.province } : {}),
    ...(region.city ? { city: region.city } : {}),
    ...(region.area ? { area: region.area } : {}),
  };
}

function ApplicationForm({
  previous,
  loadRegions,
  uploadImage,
  uploadPrivateImage,
  onSubmit,
  refusal,
  className,
}: {
  previous?: StoreApplication;
  loadRegions: (parentId: number) => Promise<AreaItem[]>;
  uploadImage?: UploadImage | undefined;
  uploadPrivateImage?: UploadImage | undefined;
  onSubmit?: ((application: StoreApplicationForm) => Promise<unknown> | unknown) | undefined;
  refusal?: string | undefined;
  className: string;
}) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const initial = (url: string | undefined) => (url ? [url] : []);
  const uploads: Record<ImageField, ReturnType<typeof useUploadList>> = {
    logo: useUploadList(uploadImage, initial(previous?.shopLogo)),
    businessLicence: useUploadList(uploadPrivateImage, initial(previous?.businessLicense)),
    idCardFront: useUploadList(uploadPrivateImage, initial(previous?.identityCardFront)),
    idCardBack: useUploadList(uploadPrivateImage, initial(previous?.identityCardLater)),
  };
  const [region, setRegion] = useState<RegionValue>(() => regionOf(previous));
  const form = useRuleForm<FormValues, StoreApplicationForm>(
    // The text fields come from the form; the region and the uploaded URLs from their pickers.
    {
      safeParse: (v: FormValues) =>
        storeApplicationForm.safeParse({
          shopName: v.shopName,
          contactPhone: v.contactPhone,
          region: chosenRegion(region),
          address: v.address,
          description: v.description,
          logo: uploads.logo.urls()[0] ?? '',
          businessLicence: uploads.businessLicence.urls()[0] ?? '',
          idCardFront: uploads.idCardFront.urls()[0] ?? '',
          idCardBack: uploads.idCardBack.urls()[0] ?? '',
        }) as ReturnType<RuleSchema<StoreApplicationForm>['safeParse']>,
    },
    {
      shopName: previous?.shopName ?? '',
      contactPhone: previous?.tel ?? '',
      region: '',
      address: previous?.shopAddress ?? '',
      description: previous?.intro ?? '',
      logo: '',
      businessLicence: '',
      idCardFront: '',
      idCardBack: '',
    },
    FIELDS,
  );
  const { values, errors } = form;
  const message = (field: keyof FormValues) => (errors[field] ? i18n._(errors[field]) : undefined);
  const busy = Object.values(uploads).some((list) => list.busy);
  const refusalId = useId();

  const imageFields: { field: ImageField; label: string; hint: string }[] = [
    { field: 'logo', label: t`Store logo`, hint: t`A square picture works best` },
    { field: 'businessLicence', label: t`Business licence`, hint: t`A clear photo of the whole licence` },
    { field: 'idCardFront', label: t`ID card front`, hint: t`The side with your photo` },
    { field: 'idCardBack', label: t`ID card back`, hint: t`The side with the national emblem` },
  ];

  return (
    <form
      noValidate
      aria-label={previous ? t`Modify the store application` : t`Store application`}
      aria-describedby={refusal ? refusalId : undefined}
      className={cn(className, 'flex flex-col gap-4')}
      onSubmit={(event) => {
        event.preventDefault();
        if (busy) return;
        void form.submit((data) => onSubmit?.(data));
      }}
    >
      <div className="flex flex-col gap-4 md:grid md:grid-cols-2 md:gap-x-6 md:gap-y-3">
        <Input
          ref={form.fieldRef('shopName')}
          label={t`Store name`}
          required
          maxLength={STORE_NAME_MAX}
          showCount
          value={values.shopName}
          onChange={(event) => form.change('shopName', event.target.value)}
          hint={t`Letters, digits, spaces and - _ · ( ) only`}
          error={message('shopName')}
        />
        <Input
          ref={form.fieldRef('contactPhone')}
          label={t`Contact number`}
          required
          type="tel"
          autoComplete="tel"
          maxLength={20}
          value={values.contactPhone}
          onChange={(event) => form.change('contactPhone', event.target.value)}
          hint={t`A mobile phone or a landline`}
          error={message('contactPhone')}
        />
        <RegionPicker
          className="md:col-span-2"
          value={region}
          loadRegions={loadRegions}
          firstRef={form.fieldRef('region')}
          error={message('region')}
          onChange={(next) => {
            setRegion(next);
            form.change('region', String(next.areaId ?? ''));
          }}
        />
        <Input
          ref={form.fieldRef('address')}
          label={t`Detailed address`}
          required
          wrapperClassName="md:col-span-2"
          maxLength={200}
          value={values.address}
          onChange={(event) => form.change('address', event.target.value)}
          hint={t`Street, building and room: at least 5 characters`}
          error={message('address')}
        />
        <Textarea
          ref={form.fieldRef('description')}
          label={t`Store description`}
          required
          wrapperClassName="md:col-span-2"
          rows={3}
          maxLength={STORE_DESCRIPTION_MAX}
          showCount
          value={values.description}
          onChange={(event) => form.change('description', event.target.value)}
          hint={t`What the store sells: 10 to 200 characters`}
          error={message('description')}
        />
        <div className="grid grid-cols-2 gap-4 md:col-span-2 md:grid-cols-4">
          {imageFields.map(({ field, label, hint }) => (
            <ImageUpload
              key={field}
              label={label}
              hint={hint}
              list={uploads[field]}
              fieldRef={form.fieldRef(field)}
              error={message(field)}
              onPicked={() => form.change(field, '')}
            />
          ))}
        </div>
      </div>
      <FormAlert id={refusalId}>{refusal}</FormAlert>
      <div className="flex items-center justify-end gap-3 border-t border-neutral-100 pt-4">
        <Button type="submit" loading={form.pending} disabled={busy} className="max-md:flex-1">
          {previous ? t`Submit again` : t`Submit application`}
        </Button>
      </div>
    </form>
  );
}

/** One required picture: a single-image upload with its label, hint and the rule's message. */
function ImageUpload({
  label,
  hint,
  list,
  fieldRef,
  error,
  onPicked,
}: {
  label: string;
  hint: string;
  list: ReturnType<typeof useUploadList>;
  fieldRef: (element: HTMLElement | null) => void;
  error: string | undefined;
  onPicked: () => void;
}) {
  const id = useId();
  return (
    <div
      ref={fieldRef}
      tabIndex={-1}
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={error ? `${id}-error` : `${id}-hint`}
      className="flex min-w-0 flex-col gap-1.5 outline-none"
      data-invalid={error ? 'true' : undefined}
    >
      <span id={`${id}-label`} className="text-sm font-medium text-neutral-800">
        {label}
        <span aria-hidden="true" className="ml-0.5 text-danger">
          *
        </span>
      </span>
      <Upload
        value={list.items}
        onSelect={(files) => {
          list.onSelect(files);
          onPicked();
        }}
        onRemove={list.onRemove}
        maxCount={1}
        addLabel={label}
      />
      <span id={`${id}-hint`} className="text-xs text-neutral-500">
        {hint}
      </span>
      {error ? (
        <p id={`${id}-error`} className="m-0 text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

// The platform console's site configuration (issue 18 item 2; GET and PUT /platform/webConfig,
// decisions/0082): every field of spec section 3 with Chinese and English side by side, the logo and the
// favicon uploaded with their previews, and a live preview of the storefront's top bar, header and footer
// (the storefront's own components, fed with the form's values) in the language chosen above it. The
// fields are checked with the domain's `PlatformWebConfigParam` before `onSubmit` gets the parsed request;
// the save is busy while the app sends it; the server's refusal is shown on top, or at its field
// (`refusalField`). Read-only when `canEdit` is false. Props in, callbacks out: nothing is fetched here.
import { useId, useRef, useState, type FormEvent, type HTMLAttributes } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  fieldErrors,
  PlatformWebConfigParam,
  SITE_CONFIG_LIMITS as L,
  type Locale,
  type PcWebConfig,
} from '@mall/domain';
import { cn } from '../../../lib/cn.ts';
import { FormSection } from '../../../console/FormSection/index.ts';
import { ImageListEditor } from '../../../console/ImageListEditor/index.ts';
import { PageHeader } from '../../../console/PageHeader/index.ts';
import { LoadError } from '../../../mall/PagedList/index.ts';
import { SiteFooter } from '../../../mall/SiteFooter/index.ts';
import { SiteHeader } from '../../../mall/SiteHeader/index.ts';
import { TopBar } from '../../../mall/TopBar/index.ts';
import { Button } from '../../../primitives/Button/index.ts';
import { FormAlert } from '../../../primitives/FormAlert/index.ts';
import { Input, Textarea } from '../../../primitives/Input/index.ts';
import { Skeleton, SkeletonGroup } from '../../../primitives/Skeleton/index.ts';

/** The request PUT /platform/webConfig takes (parsed: trimmed, cleaned). */
export type SiteConfigRequest = ReturnType<typeof PlatformWebConfigParam.parse>;

export interface SiteConfigScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'onSubmit'> {
  /** The configuration as stored (GET /platform/webConfig); undefined until loaded. */
  config?: PcWebConfig | undefined;
  loading?: boolean | undefined;
  /** The configuration could not be loaded: the error state with a retry button. */
  error?: boolean | undefined;
  onRetry?: (() => void) | undefined;
  /** Whether the signed-in role may change the site (`platformRoleMay(role, 'site', true)`). */
  canEdit: boolean;
  /** Uploads the logo or the favicon (POST /platform/file/upload) and resolves its URL. */
  onUploadImage: (file: File) => Promise<string>;
  /** Sends the checked configuration; a rejection keeps the form as it is, with the app's `refusal`. */
  onSubmit: (request: SiteConfigRequest) => Promise<unknown>;
  /** The server's refusal of the last save. */
  refusal?: string | undefined;
  /** The field the refusal belongs to (domain `siteConfigFieldOf` of its message id); else shown on top. */
  refusalField?: keyof PcWebConfig | undefined;
}

export function SiteConfigScreen({
  config,
  loading = false,
  error = false,
  onRetry,
  canEdit,
  onUploadImage,
  onSubmit,
  refusal,
  refusalField,
  className,
  ...props
}: SiteConfigScreenProps) {
  const { t } = useLingui();
  let body;
  if (config) {
    body = (
      <ConfigForm
        key={JSON.stringify(config)}
        config={config}
        canEdit={canEdit}
        onUploadImage={onUploadImage}
        onSubmit={onSubmit}
        refusal={refusal}
        refusalField={refusalField}
      />
    );
  } else if (error) {
    body = (
      <LoadError
        title={t`The site configuration could not be loaded`}
        onRetry={onRetry}
        className="rounded bg-neutral-0 p-6"
      />
    );
  } else if (loading) {
    body = (
      <SkeletonGroup
        label={t`Loading the site configuration`}
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
        title={t`Site configuration`}
        description={t`The welcome text, logo, company details and copyright the storefront shows on every page.`}
      />
      {body}
    </div>
  );
}

type TextKey = Exclude<keyof PcWebConfig, 'pcLogoImg' | 'pcTitleImg'>;

function ConfigForm({
  config,
  canEdit,
  onUploadImage,
  onSubmit,
  refusal,
  refusalField,
}: Pick<SiteConfigScreenProps, 'canEdit' | 'onUploadImage' | 'onSubmit' | 'refusal' | 'refusalField'> & {
  config: PcWebConfig;
}) {
  const { t, i18n } = useLingui();
  const refusalId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<PcWebConfig>(config);
  const [problems, setProblems] = useState<Partial<Record<keyof PcWebConfig, string>>>({});
  const [pending, setPending] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [previewLocale, setPreviewLocale] = useState<Locale>('zh');
  const inFlight = useRef(false);
  const locked = pending || !canEdit;

  const change = (field: keyof PcWebConfig, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setProblems((all) => (field in all ? { ...all, [field]: undefined } : all));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current || !canEdit || uploading) return;
    const parsed = PlatformWebConfigParam.safeParse(draft);
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

  const problemOf = (field: keyof PcWebConfig) =>
    problems[field] ?? (refusal && refusalField === field ? refusal : undefined);

  const text = (field: TextKey, label: string, max: number, multiline = false) => {
    const common = {
      label,
      value: draft[field],
      maxLength: max,
      showCount: true,
      disabled: locked,
      error: problemOf(field),
    };
    return multiline ? (
      <Textarea {...common} rows={4} onChange={(e) => change(field, e.target.value)} />
    ) : (
      <Input {...common} onChange={(e) => change(field, e.target.value)} />
    );
  };

  const image = (field: 'pcLogoImg' | 'pcTitleImg', label: string, hint: string) => (
    <div role="group" aria-label={label} className="flex flex-col gap-1">
      <span className="text-sm font-medium text-neutral-800">{label}</span>
      <ImageListEditor
        value={draft[field] ? [draft[field]] : []}
        onChange={(urls) => change(field, urls[0] ?? '')}
        onUploadImage={onUploadImage}
        onBusyChange={setUploading}
        max={1}
        disabled={locked}
        error={problemOf(field)}
      />
      <span className="text-xs text-neutral-600">{hint}</span>
    </div>
  );

  const topRefusal = refusal && !refusalField ? refusal : undefined;

  return (
    <div className="flex flex-col gap-4">
      <form
        ref={form}
        noValidate
        aria-label={t`Site configuration`}
        aria-describedby={topRefusal ? refusalId : undefined}
        className="flex flex-col gap-4"
        onSubmit={(event) => void submit(event)}
      >
        {canEdit ? null : (
          <p role="note" className="m-0 rounded bg-neutral-100 px-4 py-2 text-sm text-neutral-700">
            {t`Your role may read the site configuration but not change it.`}
          </p>
        )}
        <FormAlert id={refusalId}>{topRefusal}</FormAlert>
        <FormSection title={t`Welcome and logo`}>
          <div className="grid gap-4 md:grid-cols-2">
            {text('pcWelcomeCn', t`Welcome text (Chinese)`, L.welcomeMax)}
            {text('pcWelcomeEn', t`Welcome text (English)`, L.welcomeMax)}
            {text('pcLogoImgText', t`Logo text`, L.logoTextMax)}
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            {image('pcLogoImg', t`Logo`, t`Shown in the header; without one the logo text is shown.`)}
            {image('pcTitleImg', t`Site icon`, t`The browser tab's icon: a square PNG, e.g. 64 × 64.`)}
          </div>
        </FormSection>
        <FormSection title={t`Company and copyright`} description={t`Shown in the footer of every page.`}>
          <div className="grid gap-4 md:grid-cols-2">
            {text('pcCompanyNameCn', t`Company name (Chinese)`, L.companyNameMax)}
            {text('pcCompanyNameEn', t`Company name (English)`, L.companyNameMax)}
            {text('pcCompanyInfoCn', t`Company information (Chinese)`, L.companyInfoMax, true)}
            {text('pcCompanyInfoEn', t`Company information (English)`, L.companyInfoMax, true)}
            {text('pcCopyrightCn', t`Copyright (Chinese)`, L.copyrightMax)}
            {text('pcCopyrightEn', t`Copyright (English)`, L.copyrightMax)}
          </div>
        </FormSection>
        {canEdit ? (
          <div className="flex flex-col gap-2 rounded border border-neutral-200 bg-neutral-0 px-6 py-3">
            {Object.values(problems).some(Boolean) ? (
              <p role="status" className="m-0 text-sm text-danger">
                {t`Some fields need your attention.`}
              </p>
            ) : null}
            <div className="flex items-center justify-end">
              <Button type="submit" loading={pending} disabled={pending || uploading}>
                {t`Save the configuration`}
              </Button>
            </div>
          </div>
        ) : null}
      </form>

      <FormSection
        title={t`Preview`}
        description={t`The storefront's top bar, header and footer with the values above.`}
      >
        <div role="radiogroup" aria-label={t`Preview language`} className="flex gap-2">
          {(
            [
              ['zh', t`Chinese`],
              ['en', t`English`],
            ] as const
          ).map(([locale, label]) => (
            <Button
              key={locale}
              type="button"
              role="radio"
              aria-checked={previewLocale === locale}
              variant={previewLocale === locale ? 'primary' : 'outline'}
              onClick={() => setPreviewLocale(locale)}
            >
              {label}
            </Button>
          ))}
        </div>
        <div
          data-testid="site-preview"
          lang={previewLocale}
          inert
          className="overflow-hidden rounded border border-neutral-200"
        >
          <TopBar config={draft} user={null} locale={previewLocale} />
          <SiteHeader config={draft} navLabel={t`Preview: main`} searchLabel={t`Preview: product search`} />
          <SiteFooter config={draft} locale={previewLocale} />
        </div>
      </FormSection>
    </div>
  );
}

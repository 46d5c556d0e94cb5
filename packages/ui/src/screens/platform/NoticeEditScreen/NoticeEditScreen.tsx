// The platform console's notice editor (issue 18 item 3; GET /platform/notice/info, POST and PUT
// /platform/notice, decisions/0085): a new notice (`notice` null) or one as stored: both titles, both
// contents in the console's rich-text editor, pinned, published or draft, and the publish time (shoppers
// see a published notice from then on; empty: now for a new notice, kept for an edit). The fields are
// checked with the domain's `PlatformNoticeParam` before `onSubmit` gets the parsed notice; the save is
// busy while the app sends it; the server's refusal is shown at its field (`refusalField`) or above the
// form. Read only when `canEdit` is false. Props in, callbacks out: nothing is fetched here.
import { useId, useRef, useState, type FormEvent, type HTMLAttributes } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  fieldErrors,
  PlatformNoticeParam,
  PLATFORM_CONTENT_LIMITS as L,
  type PlatformNotice,
} from '@mall/domain';
import { cn } from '../../../lib/cn.ts';
import { FormSection } from '../../../console/FormSection/index.ts';
import { PageHeader } from '../../../console/PageHeader/index.ts';
import { RichTextEditor } from '../../../console/RichTextEditor/index.ts';
import { LoadError } from '../../../mall/PagedList/index.ts';
import { Button } from '../../../primitives/Button/index.ts';
import { Checkbox } from '../../../primitives/Checkbox/index.ts';
import { Empty } from '../../../primitives/Empty/index.ts';
import { FormAlert } from '../../../primitives/FormAlert/index.ts';
import { Input } from '../../../primitives/Input/index.ts';
import { RadioGroup } from '../../../primitives/RadioGroup/index.ts';
import { Skeleton, SkeletonGroup } from '../../../primitives/Skeleton/index.ts';
import { fieldTime, mallTime } from '../../merchant/ActivityKit/activityForm.ts';

/** What `onSubmit` gets: the checked notice (POST), with its `id` for an edit (PUT). */
export type NoticeSave = ReturnType<typeof PlatformNoticeParam.parse> & { id?: number };

/** A field of the form a refusal may belong to. */
export type NoticeField = 'title' | 'titleEn' | 'content' | 'contentEn' | 'publishTime';

export interface NoticeEditScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'onSubmit'> {
  /** The notice as stored (GET /platform/notice/info); null for a new one; undefined until loaded. */
  notice?: PlatformNotice | null | undefined;
  loading?: boolean | undefined;
  /** The notice could not be loaded: the error state with a retry button. */
  error?: boolean | undefined;
  /** No such notice (the id is not the mall's). */
  notFound?: boolean | undefined;
  onRetry?: (() => void) | undefined;
  /** Whether the signed-in role may change the content (`platformRoleMay(role, 'content', true)`). */
  canEdit: boolean;
  /** Uploads a picture for the content (POST /platform/file/upload); without it, no image button. */
  onUploadImage?: ((file: File) => Promise<string>) | undefined;
  /** Sends the checked notice; a rejection keeps the form as it is, with the app's `refusal`. */
  onSubmit: (notice: NoticeSave) => Promise<unknown>;
  /** The server's refusal of the last save. */
  refusal?: string | undefined;
  /** The field the refusal belongs to; else it is shown above the form. */
  refusalField?: NoticeField | undefined;
  /** Back to the notices' list. */
  onBack: () => void;
}

export function NoticeEditScreen({
  notice,
  loading = false,
  error = false,
  notFound = false,
  onRetry,
  canEdit,
  onUploadImage,
  onSubmit,
  refusal,
  refusalField,
  onBack,
  className,
  ...props
}: NoticeEditScreenProps) {
  const { t } = useLingui();
  let body;
  if (notice !== undefined) {
    body = (
      <NoticeForm
        key={notice === null ? 'new' : JSON.stringify(notice)}
        notice={notice}
        canEdit={canEdit}
        onUploadImage={onUploadImage}
        onSubmit={onSubmit}
        refusal={refusal}
        refusalField={refusalField}
      />
    );
  } else if (notFound) {
    body = (
      <Empty
        className="rounded bg-neutral-0 p-6"
        title={t`The notice does not exist`}
        description={t`It may have been deleted.`}
        action={<Button onClick={onBack}>{t`Back to the notices`}</Button>}
      />
    );
  } else if (error) {
    body = (
      <LoadError
        title={t`The notice could not be loaded`}
        onRetry={onRetry}
        className="rounded bg-neutral-0 p-6"
      />
    );
  } else if (loading) {
    body = (
      <SkeletonGroup label={t`Loading the notice`} className="flex flex-col gap-4 rounded bg-neutral-0 p-6">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} shape="text" className="w-2/3" />
        ))}
      </SkeletonGroup>
    );
  } else body = null;

  let title = t`Notice`;
  if (notice === null) title = t`New notice`;
  else if (notice && canEdit) title = t`Edit the notice`;
  return (
    <div className={cn('flex flex-col gap-4', className)} {...props}>
      <PageHeader
        title={title}
        description={t`Shown in the storefront's notice ticker and notice list from its publish time on.`}
        actions={
          <Button variant="outline" onClick={onBack}>
            {t`Back to the notices`}
          </Button>
        }
      />
      {body}
    </div>
  );
}

/** The form's fields as typed (the publish time as a datetime-local field holds it). */
interface Draft {
  title: string;
  titleEn: string;
  content: string;
  contentEn: string;
  isTop: boolean;
  status: '0' | '1';
  publishTime: string;
}

function draftOf(notice: PlatformNotice | null): Draft {
  return {
    title: notice?.title ?? '',
    titleEn: notice?.titleEn ?? '',
    content: notice?.content ?? '',
    contentEn: notice?.contentEn ?? '',
    isTop: notice?.isTop === 1,
    status: notice?.status === 0 ? '0' : '1',
    publishTime: notice ? fieldTime(notice.publishTime, { seconds: true }) : '',
  };
}

function NoticeForm({
  notice,
  canEdit,
  onUploadImage,
  onSubmit,
  refusal,
  refusalField,
}: Pick<NoticeEditScreenProps, 'canEdit' | 'onUploadImage' | 'onSubmit' | 'refusal' | 'refusalField'> & {
  notice: PlatformNotice | null;
}) {
  const { t, i18n } = useLingui();
  const refusalId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<Draft>(() => draftOf(notice));
  const [problems, setProblems] = useState<Partial<Record<keyof Draft, string>>>({});
  const [pending, setPending] = useState(false);
  const [busy, setBusy] = useState({ content: false, contentEn: false });
  const [failed, setFailed] = useState(false);
  const inFlight = useRef(false);
  const locked = pending || !canEdit;
  const uploading = busy.content || busy.contentEn;

  const change = <K extends keyof Draft>(field: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setProblems((all) => (field in all ? { ...all, [field]: undefined } : all));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current || !canEdit || uploading) return;
    const parsed = PlatformNoticeParam.safeParse({
      title: draft.title,
      titleEn: draft.titleEn,
      content: draft.content,
      contentEn: draft.contentEn,
      isTop: draft.isTop ? 1 : 0,
      status: Number(draft.status),
      ...(draft.publishTime.trim() === '' ? {} : { publishTime: mallTime(draft.publishTime) }),
    });
    if (!parsed.success) {
      setProblems(
        Object.fromEntries(
          Object.entries(fieldErrors(parsed)).map(([key, descriptor]) => [key, i18n._(descriptor)]),
        ),
      );
      requestAnimationFrame(() =>
        form.current
          ?.querySelector<HTMLElement>('[aria-invalid="true"], [aria-invalid="true"] [contenteditable]')
          ?.focus(),
      );
      return;
    }
    setProblems({});
    setFailed(false);
    inFlight.current = true;
    setPending(true);
    try {
      await onSubmit(notice ? { ...parsed.data, id: notice.id } : parsed.data);
    } catch {
      // The app shows its refusal; the form stays as it is.
      setFailed(true);
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  const refused = failed && refusal ? refusal : undefined;
  const problemOf = (field: NoticeField) =>
    problems[field] ?? (refused && refusalField === field ? refused : undefined);
  const topRefusal = refused && !refusalField ? refused : undefined;

  return (
    <form
      ref={form}
      noValidate
      aria-label={notice ? t`Notice` : t`New notice`}
      aria-describedby={topRefusal ? refusalId : undefined}
      className="flex flex-col gap-4"
      onSubmit={(event) => void submit(event)}
    >
      {canEdit ? null : (
        <p role="note" className="m-0 rounded bg-neutral-100 px-4 py-2 text-sm text-neutral-700">
          {t`Your role may read the notices but not change them.`}
        </p>
      )}
      <FormAlert id={refusalId}>{topRefusal}</FormAlert>
      <FormSection title={t`Title`}>
        <div className="grid gap-4 md:grid-cols-2">
          <Input
            label={t`Title (Chinese)`}
            value={draft.title}
            maxLength={L.titleMax}
            showCount
            disabled={locked}
            error={problemOf('title')}
            onChange={(e) => change('title', e.target.value)}
          />
          <Input
            label={t`Title (English)`}
            value={draft.titleEn}
            maxLength={L.titleMax}
            showCount
            disabled={locked}
            error={problemOf('titleEn')}
            onChange={(e) => change('titleEn', e.target.value)}
          />
        </div>
      </FormSection>
      <FormSection title={t`Content`}>
        <RichTextEditor
          label={t`Content (Chinese)`}
          value={draft.content}
          onChange={(html) => change('content', html)}
          max={L.contentMax}
          onUploadImage={onUploadImage}
          onBusyChange={(value) => setBusy((b) => ({ ...b, content: value }))}
          disabled={locked}
          error={problemOf('content')}
        />
        <RichTextEditor
          label={t`Content (English)`}
          value={draft.contentEn}
          onChange={(html) => change('contentEn', html)}
          max={L.contentMax}
          onUploadImage={onUploadImage}
          onBusyChange={(value) => setBusy((b) => ({ ...b, contentEn: value }))}
          disabled={locked}
          error={problemOf('contentEn')}
        />
      </FormSection>
      <FormSection title={t`Publishing`}>
        <RadioGroup
          label={t`Status`}
          orientation="horizontal"
          value={draft.status}
          disabled={locked}
          onValueChange={(value) => change('status', value === '0' ? '0' : '1')}
          options={[
            { value: '1', label: t`Published` },
            { value: '0', label: t`Draft (not shown)` },
          ]}
        />
        <div className="grid gap-4 md:grid-cols-2">
          <Input
            type="datetime-local"
            step={1}
            label={t`Publish time`}
            value={draft.publishTime}
            disabled={locked}
            error={problemOf('publishTime')}
            hint={
              notice
                ? t`China time. Shoppers see the notice from then on.`
                : t`China time; empty: now. Shoppers see the notice from then on.`
            }
            onChange={(e) => change('publishTime', e.target.value)}
          />
        </div>
        <Checkbox
          label={t`Pinned: shown in the home page's notice ticker`}
          checked={draft.isTop}
          disabled={locked}
          onCheckedChange={(checked) => change('isTop', checked === true)}
        />
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
              {notice ? t`Save the notice` : t`Publish the notice`}
            </Button>
          </div>
        </div>
      ) : null}
    </form>
  );
}

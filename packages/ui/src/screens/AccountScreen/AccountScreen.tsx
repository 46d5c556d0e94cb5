// Account information (`/user-center/uc-account`, issue 15 item 1): the avatar (picked, checked for its
// format and the 2 MB limit, cropped square in the browser, then uploaded), the nickname (not empty, at
// most 15 characters), sex, birthday (a date, not in the future: the domain's `accountProfileForm`) and
// the mobile number, shown masked (138****0000). Saving sends the whole profile (PUT /p/user/setUserInfo);
// the avatar sent is the one the server answered for the upload (or the current one).
import { useId, useState, type HTMLAttributes } from 'react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import {
  accountProfileForm,
  imageFileProblem,
  IMAGE_TYPES,
  maskMobile,
  messages,
  type UserInfo,
} from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { useRuleForm } from '../../lib/useRuleForm.ts';
import { LoadError } from '../../mall/PagedList/index.ts';
import { Button, Spinner } from '../../primitives/Button/index.ts';
import { Image } from '../../primitives/Image/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import { RadioGroup } from '../../primitives/RadioGroup/index.ts';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton/index.ts';
import { AvatarCropDialog } from './AvatarCropDialog.tsx';

/** What saving sends: the whole profile; `null` clears sex or birthday. */
export interface ProfileChange {
  nickName: string;
  avatarUrl: string | null;
  sex: 'M' | 'F' | null;
  birthDate: string | null;
}

export interface AccountScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The signed-in user (GET /p/user/userInfo); undefined until loaded. */
  user?: UserInfo | undefined;
  loading?: boolean | undefined;
  error?: boolean | undefined;
  onRetry?: (() => void) | undefined;
  /** Uploads the cropped avatar and resolves its URL (POST /p/file/upload). */
  onUploadAvatar?: ((file: File) => Promise<string>) | undefined;
  /** Saves the checked profile; a rejection keeps the form as it is (the app reports it). */
  onSave?: ((change: ProfileChange) => Promise<unknown> | unknown) | undefined;
  /** The current time (ms) for the birthday's "not in the future"; the browser's clock by default. */
  now?: number | undefined;
  /** Where the crop dialog is rendered (stories); the body by default. */
  dialogContainer?: HTMLElement | null;
}

export function AccountScreen({
  user,
  loading = false,
  error = false,
  onRetry,
  onUploadAvatar,
  onSave,
  now,
  dialogContainer,
  className,
  ...props
}: AccountScreenProps) {
  const { t } = useLinguiMacro();
  const panel = 'rounded bg-neutral-0 p-4 shadow md:p-6';
  let body;
  if (user) {
    body = (
      <ProfileForm
        key={user.userId}
        user={user}
        onUploadAvatar={onUploadAvatar}
        onSave={onSave}
        now={now ?? Date.now()}
        dialogContainer={dialogContainer}
        className={panel}
      />
    );
  } else if (error) {
    body = (
      <LoadError title={t`The account information could not be loaded`} onRetry={onRetry} className={panel} />
    );
  } else if (loading) {
    body = (
      <SkeletonGroup label={t`Loading the account information`} className={cn(panel, 'flex flex-col gap-4')}>
        <Skeleton shape="circle" className="size-20" />
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} shape="text" className="w-1/2" />
        ))}
      </SkeletonGroup>
    );
  } else body = null;
  return (
    <div className={cn('flex flex-col gap-4', className)} {...props}>
      <h1 className="m-0 text-lg font-semibold text-neutral-900">
        <Trans>Account information</Trans>
      </h1>
      {body}
    </div>
  );
}

interface Values {
  nickName: string;
  birthDate: string;
  sex: string;
}

function ProfileForm({
  user,
  onUploadAvatar,
  onSave,
  now,
  dialogContainer,
  className,
}: {
  user: UserInfo;
  onUploadAvatar?: ((file: File) => Promise<string>) | undefined;
  onSave?: ((change: ProfileChange) => Promise<unknown> | unknown) | undefined;
  now: number;
  dialogContainer?: HTMLElement | null | undefined;
  className: string;
}) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const ids = useId();
  const [rule] = useState(() => accountProfileForm(now));
  const form = useRuleForm<Values, { nickName: string; birthDate: string }>(
    rule,
    { nickName: user.nickName, birthDate: user.birthDate ?? '', sex: user.sex ?? '' },
    ['nickName', 'birthDate'],
  );
  const { values, errors } = form;
  const message = (field: keyof Values) => (errors[field] ? i18n._(errors[field]) : undefined);
  const [avatar, setAvatar] = useState<string | null>(user.pic);
  const [cropping, setCropping] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [avatarProblem, setAvatarProblem] = useState<string>();
  const today = new Date(now).toISOString().slice(0, 10);

  const pick = (file: File | undefined) => {
    if (!file) return;
    const why = imageFileProblem(file);
    if (why) {
      setAvatarProblem(i18n._(why === 'size' ? messages.imageTooLarge : messages.imageType));
      return;
    }
    setAvatarProblem(undefined);
    setCropping(file);
  };

  const upload = async (file: File) => {
    setCropping(null);
    if (!onUploadAvatar) return;
    setUploading(true);
    try {
      setAvatar(await onUploadAvatar(file));
    } catch {
      setAvatarProblem(t`The avatar could not be uploaded, please try again`);
    } finally {
      setUploading(false);
    }
  };

  return (
    <form
      noValidate
      aria-label={t`Account information`}
      className={cn(className, 'flex flex-col gap-5')}
      onSubmit={(event) => {
        event.preventDefault();
        if (uploading) return;
        void form.submit((data) =>
          onSave?.({
            nickName: data.nickName.trim(),
            avatarUrl: avatar,
            sex: values.sex === 'M' || values.sex === 'F' ? values.sex : null,
            birthDate: data.birthDate || null,
          }),
        );
      }}
    >
      <div className="flex items-center gap-4">
        <span className="relative">
          <Image
            src={avatar ?? undefined}
            alt={t`Avatar`}
            ratio={1}
            rounded="full"
            className="size-20 shrink-0 border border-neutral-200"
          />
          {uploading ? (
            <span
              role="status"
              className="absolute inset-0 flex items-center justify-center rounded-full bg-neutral-900/40 text-neutral-0"
            >
              <Spinner />
              <span className="sr-only">
                <Trans>Uploading the avatar</Trans>
              </span>
            </span>
          ) : null}
        </span>
        <span className="flex flex-col gap-1">
          <label
            htmlFor={`${ids}-avatar`}
            className="inline-flex w-fit cursor-pointer items-center rounded border border-neutral-300 px-3 py-1.5 text-sm text-neutral-800 hover:border-brand hover:text-brand has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-info"
          >
            <Trans>Change avatar</Trans>
            <input
              id={`${ids}-avatar`}
              type="file"
              accept={IMAGE_TYPES.join(',')}
              className="sr-only"
              disabled={uploading}
              aria-describedby={`${ids}-avatar-hint`}
              onChange={(event) => {
                pick(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </label>
          <span id={`${ids}-avatar-hint`} className="text-xs text-neutral-600">
            <Trans>JPG, PNG, WebP or GIF, at most 2 MB; cropped to a square</Trans>
          </span>
          {avatarProblem ? (
            <span role="alert" className="text-xs text-danger">
              {avatarProblem}
            </span>
          ) : null}
        </span>
      </div>
      <div className="flex max-w-sm flex-col gap-4">
        <Input
          ref={form.fieldRef('nickName')}
          label={t`Nickname`}
          required
          autoComplete="nickname"
          value={values.nickName}
          onChange={(event) => form.change('nickName', event.target.value)}
          hint={t`At most 15 characters`}
          error={message('nickName')}
        />
        <RadioGroup
          label={t`Sex`}
          orientation="horizontal"
          className="gap-x-6"
          value={values.sex}
          onValueChange={(value) => form.change('sex', value)}
          options={[
            { value: 'M', label: t`Male` },
            { value: 'F', label: t`Female` },
            { value: '', label: t`Not given` },
          ]}
        />
        <Input
          ref={form.fieldRef('birthDate')}
          label={t`Birthday`}
          type="date"
          max={today}
          value={values.birthDate}
          onChange={(event) => form.change('birthDate', event.target.value)}
          error={message('birthDate')}
        />
        <dl className="m-0 flex flex-col gap-1 text-sm">
          <dt className="text-neutral-600">
            <Trans>Mobile number</Trans>
          </dt>
          <dd className="m-0 font-num text-neutral-900" data-part="mobile">
            {user.userMobile ? maskMobile(user.userMobile) : <Trans>Not bound</Trans>}
          </dd>
        </dl>
      </div>
      <div>
        <Button type="submit" loading={form.pending} disabled={uploading} className="max-md:w-full">
          <Trans>Save</Trans>
        </Button>
      </div>
      <AvatarCropDialog
        file={cropping}
        onCancel={() => setCropping(null)}
        onCrop={(file) => void upload(file)}
        container={dialogContainer}
      />
    </form>
  );
}

// The platform console's points rules (issue 18 item 5; GET and PUT /platform/loyalty/settings,
// decisions/0095): the earning and growth units (fen per point, fen per growth), the sign-in switch, the
// points of the 7 days of a streak and the growth of a sign-in. The fields are checked with the domain's
// `PlatformLoyaltySettings` before `onSubmit` gets the parsed settings; the save is busy while the app
// sends it; the server's refusal is shown on top. Read-only when `canEdit` is false. Props in, callbacks
// out: nothing is fetched here.
import { useId, useRef, useState, type FormEvent, type HTMLAttributes } from 'react';
import { useLingui } from '@lingui/react/macro';
import { fieldErrors, PlatformLoyaltySettings, SIGN_IN_STREAK_DAYS } from '@mall/domain';
import { cn } from '../../../lib/cn.ts';
import { FormSection } from '../../../console/FormSection/index.ts';
import { PageHeader } from '../../../console/PageHeader/index.ts';
import { LoadError } from '../../../mall/PagedList/index.ts';
import { Button } from '../../../primitives/Button/index.ts';
import { Checkbox } from '../../../primitives/Checkbox/index.ts';
import { FormAlert } from '../../../primitives/FormAlert/index.ts';
import { Input } from '../../../primitives/Input/index.ts';
import { Skeleton, SkeletonGroup } from '../../../primitives/Skeleton/index.ts';

export interface LoyaltySettingsScreenProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'onSubmit'
> {
  /** The rules as stored (GET /platform/loyalty/settings); undefined until loaded. */
  settings?: PlatformLoyaltySettings | undefined;
  loading?: boolean | undefined;
  /** The rules could not be loaded: the error state with a retry button. */
  error?: boolean | undefined;
  onRetry?: (() => void) | undefined;
  /** Whether the signed-in role may change them (`platformRoleMay(role, 'marketing', true)`). */
  canEdit: boolean;
  /** Sends the checked rules; a rejection keeps the form as it is, with the app's `refusal`. */
  onSubmit: (settings: PlatformLoyaltySettings) => Promise<unknown>;
  /** The server's refusal of the last save. */
  refusal?: string | undefined;
}

export function LoyaltySettingsScreen({
  settings,
  loading = false,
  error = false,
  onRetry,
  canEdit,
  onSubmit,
  refusal,
  className,
  ...props
}: LoyaltySettingsScreenProps) {
  const { t } = useLingui();
  let body;
  if (settings) {
    body = (
      <RulesForm
        key={JSON.stringify(settings)}
        settings={settings}
        canEdit={canEdit}
        onSubmit={onSubmit}
        refusal={refusal}
      />
    );
  } else if (error) {
    body = (
      <LoadError
        title={t`The points rules could not be loaded`}
        onRetry={onRetry}
        className="rounded bg-neutral-0 p-6"
      />
    );
  } else if (loading) {
    body = (
      <SkeletonGroup
        label={t`Loading the points rules`}
        className="flex flex-col gap-4 rounded bg-neutral-0 p-6"
      >
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} shape="text" className="w-2/3" />
        ))}
      </SkeletonGroup>
    );
  } else body = null;

  return (
    <div className={cn('flex flex-col gap-4', className)} {...props}>
      <PageHeader
        title={t`Points rules`}
        description={t`How many points and how much growth an order and a daily sign-in earn.`}
      />
      {body}
    </div>
  );
}

/** The form's fields as typed (numbers as text until checked). */
interface Draft {
  signInEnabled: boolean;
  signInScores: string[];
  signInGrowth: string;
  earnUnitCents: string;
  growthUnitCents: string;
}

const draftOf = (s: PlatformLoyaltySettings): Draft => ({
  signInEnabled: s.signInEnabled,
  signInScores: s.signInScores.map(String),
  signInGrowth: String(s.signInGrowth),
  earnUnitCents: String(s.earnUnitCents),
  growthUnitCents: String(s.growthUnitCents),
});

/** A typed number: blank is not a number (the schema then refuses it with its message). */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

function RulesForm({
  settings,
  canEdit,
  onSubmit,
  refusal,
}: Pick<LoyaltySettingsScreenProps, 'canEdit' | 'onSubmit' | 'refusal'> & {
  settings: PlatformLoyaltySettings;
}) {
  const { t, i18n } = useLingui();
  const refusalId = useId();
  const scoresProblemId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  const locked = pending || !canEdit;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current || !canEdit) return;
    const parsed = PlatformLoyaltySettings.safeParse({
      signInEnabled: draft.signInEnabled,
      signInScores: draft.signInScores.map(numberOf),
      signInGrowth: numberOf(draft.signInGrowth),
      earnUnitCents: numberOf(draft.earnUnitCents),
      growthUnitCents: numberOf(draft.growthUnitCents),
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

  const numberField = (
    key: 'signInGrowth' | 'earnUnitCents' | 'growthUnitCents',
    label: string,
    hint: string,
  ) => (
    <Input
      label={label}
      hint={hint}
      inputMode="numeric"
      value={draft[key]}
      disabled={locked}
      error={problems[key]}
      onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))}
    />
  );

  const scoresProblem = Object.entries(problems).find(([key]) => key.startsWith('signInScores'))?.[1];

  return (
    <form
      ref={form}
      noValidate
      aria-label={t`Points rules`}
      aria-describedby={refusal ? refusalId : undefined}
      className="flex flex-col gap-4"
      onSubmit={(event) => void submit(event)}
    >
      {canEdit ? null : (
        <p role="note" className="m-0 rounded bg-neutral-100 px-4 py-2 text-sm text-neutral-700">
          {t`Your role may read the points rules but not change them.`}
        </p>
      )}
      <FormAlert id={refusalId}>{refusal}</FormAlert>
      <FormSection title={t`Orders`} description={t`Earned when an order is completed, on its amount paid.`}>
        <div className="grid gap-4 md:grid-cols-2">
          {numberField('earnUnitCents', t`Fen paid per point`, t`100 fen: one point per ¥1 paid.`)}
          {numberField('growthUnitCents', t`Fen paid per growth`, t`100 fen: one growth per ¥1 paid.`)}
        </div>
      </FormSection>
      <FormSection
        title={t`Daily sign-in`}
        description={t`Points of the days 1 to 7 of a streak; from day 8 on, day 7's points.`}
      >
        <Checkbox
          label={t`Shoppers may sign in daily`}
          checked={draft.signInEnabled}
          disabled={locked}
          onCheckedChange={(checked) => setDraft((d) => ({ ...d, signInEnabled: checked === true }))}
        />
        <fieldset className="m-0 flex flex-col gap-2 border-0 p-0">
          <legend className="mb-2 text-sm font-medium text-neutral-800">{t`Points per day of a streak`}</legend>
          <div className="grid grid-cols-7 gap-2">
            {Array.from({ length: SIGN_IN_STREAK_DAYS }, (_, i) => (
              <Input
                key={i}
                label={t`Day ${i + 1}`}
                inputMode="numeric"
                value={draft.signInScores[i] ?? ''}
                disabled={locked}
                aria-invalid={problems[`signInScores.${i}`] ? true : undefined}
                aria-describedby={problems[`signInScores.${i}`] ? scoresProblemId : undefined}
                onChange={(e) =>
                  setDraft((d) => ({
                    ...d,
                    signInScores: d.signInScores.map((s, j) => (j === i ? e.target.value : s)),
                  }))
                }
              />
            ))}
          </div>
          {scoresProblem ? (
            <p id={scoresProblemId} role="alert" className="m-0 text-sm text-danger">
              {scoresProblem}
            </p>
          ) : null}
        </fieldset>
        <div className="grid gap-4 md:grid-cols-2">
          {numberField(
            'signInGrowth',
            t`Growth per sign-in`,
            t`Added to the shopper's growth each day they sign in.`,
          )}
        </div>
      </FormSection>
      {canEdit ? (
        <div className="flex items-center justify-end rounded border border-neutral-200 bg-neutral-0 px-6 py-3">
          <Button type="submit" loading={pending} disabled={pending}>
            {t`Save the rules`}
          </Button>
        </div>
      ) : null}
    </form>
  );
}

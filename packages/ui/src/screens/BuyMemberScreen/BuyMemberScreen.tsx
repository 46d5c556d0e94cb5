import { Trans, useLingui } from '@lingui/react/macro';
import { paths, type ScoreLevel } from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { mallDay } from '../../lib/mallDate.ts';
import { TitledSection } from '../../mall/ScreenFrame/index.ts';
import { identityHref, type HrefBuilder } from '../../mall/SiteFooter/siteConfig.ts';
import { LevelRightsList, LevelTile, PlanTerms } from '../../mall/LevelCard/index.ts';
import { ListStates } from '../../mall/PagedList/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Checkbox } from '../../primitives/Checkbox/index.ts';
import { Empty } from '../../primitives/Empty/index.ts';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton/index.ts';

export interface BuyMemberScreenProps {
  /** The paid plans (GET /p/score/scoreLevel/page with levelType 1); undefined until loaded. */
  plans?: readonly ScoreLevel[] | undefined;
  /** Shows the skeleton while the plans have not loaded (the app sets it after 200 ms). */
  loading?: boolean | undefined;
  /** The plans could not be loaded: the error state with a retry button. */
  error?: boolean | undefined;
  onRetry?: (() => void) | undefined;
  /** The paid plan running now (ScoreInfo.levelId while levelType is 1), null when none. */
  runningPlanId?: number | null | undefined;
  /** When the running plan's term ends (ScoreInfo.paidLevelEndTime). */
  runningUntil?: string | null | undefined;
  /** Whether the shopper has accepted the rights agreement (GET /special/rights/read); undefined until known. */
  agreementRead?: boolean | undefined;
  /** The shopper ticked the agreement (the app records it: POST /special/rights/read). */
  onAcceptAgreement?: (() => void) | undefined;
  /** The acceptance is being recorded: the box is busy. */
  accepting?: boolean | undefined;
  /** Buy (or extend) a plan: the app creates the membership order and opens the payment page. */
  onBuy?: ((levelId: number) => void) | undefined;
  /** The plan whose order is being created (its button is busy; the others are disabled). */
  buyingId?: number | undefined;
  /** Builds link addresses (the app adds the `/en` prefix). */
  href?: HrefBuilder;
  /** A plain click on one of the screen's links, with the built address. */
  onNavigate?: (to: string) => void;
  className?: string;
}

/**
 * Buying a paid membership: the plans (price, term, rights), the running one with the day its term ends
 * (buying it again extends the term; another plan cannot be bought while one runs), and the member
 * rights agreement, which must be accepted before any plan can be bought.
 */
export function BuyMemberScreen({
  plans,
  loading = false,
  error = false,
  onRetry,
  runningPlanId = null,
  runningUntil = null,
  agreementRead,
  onAcceptAgreement,
  accepting = false,
  onBuy,
  buyingId,
  href = identityHref,
  onNavigate,
  className,
}: BuyMemberScreenProps) {
  const { t } = useLingui();
  const running = plans?.find((p) => p.id === runningPlanId);
  const body = (
    <ListStates
      items={plans}
      loading={loading}
      error={error}
      onRetry={onRetry}
      errorTitle={t`The membership plans could not be loaded`}
      empty={<Empty className="py-10" title={t`No membership plans on sale`} />}
      skeleton={
        <SkeletonGroup label={t`Loading the membership plans`} className="grid gap-3 md:grid-cols-2">
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-44 rounded-lg" />
          ))}
        </SkeletonGroup>
      }
    >
      {(plans) => (
        <ol className="grid gap-3 md:grid-cols-2" aria-label={t`Membership plans`}>
          {plans.map((plan) => {
            const current = plan.id === runningPlanId;
            const other = runningPlanId !== null && !current;
            const busy = buyingId === plan.id;
            return (
              <LevelTile
                key={plan.id}
                name={plan.levelName}
                current={current}
                currentLabel={<Trans>Current plan</Trans>}
                part="member-plan"
              >
                <p className="flex items-baseline gap-2" data-part="plan-terms">
                  <PlanTerms
                    price={plan.price}
                    termDays={plan.termDays}
                    size="lg"
                    daysClassName="text-sm text-neutral-600"
                  />
                </p>
                {plan.rights.length > 0 ? (
                  <LevelRightsList rights={plan.rights} label={t`Rights of ${plan.levelName}`} />
                ) : null}
                <div className="mt-auto flex flex-wrap items-center gap-2">
                  <Button
                    disabled={agreementRead !== true || other || (buyingId !== undefined && !busy)}
                    loading={busy}
                    onClick={() => {
                      if (agreementRead === true && !other && buyingId === undefined) onBuy?.(plan.id);
                    }}
                  >
                    {current ? <Trans>Extend the term</Trans> : <Trans>Join now</Trans>}
                  </Button>
                  {other ? (
                    <span className="text-sm text-neutral-600" data-part="plan-blocked">
                      <Trans>Another plan is running</Trans>
                    </span>
                  ) : null}
                </div>
              </LevelTile>
            );
          })}
        </ol>
      )}
    </ListStates>
  );

  return (
    <TitledSection
      heading={<Trans>Buy membership</Trans>}
      links={[{ href: href(paths.memberEquity()), label: <Trans>Member benefits</Trans> }]}
      onNavigate={onNavigate}
      className={cn('mx-auto w-full max-w-5xl p-4 md:p-6', className)}
    >
      {running && runningUntil ? (
        <p className="rounded-lg bg-brand-soft px-4 py-3 text-sm text-neutral-800" data-part="running">
          <Trans>
            Your {running.levelName} membership runs until {mallDay(runningUntil)}. Buying it again extends
            the term.
          </Trans>
        </p>
      ) : null}
      {body}
      <div className="flex flex-col gap-3 rounded-lg bg-neutral-0 p-4" data-part="agreement">
        <h2 className="text-base font-semibold text-neutral-900">
          <Trans>Member rights agreement</Trans>
        </h2>
        <div className="flex flex-col gap-2 text-sm text-neutral-700">
          <p>
            <Trans>
              A paid membership gives its rights (such as the member price and free shipping) from the moment
              its order is paid until the end of its term.
            </Trans>
          </p>
          <p>
            <Trans>
              Buying the same plan again adds its term to the current one. Only one paid plan runs at a time.
            </Trans>
          </p>
          <p>
            <Trans>
              A membership order is not goods: it cannot be returned or refunded through after-sales once
              paid. An unpaid order is cancelled when its payment time runs out.
            </Trans>
          </p>
          <p>
            <Trans>When the term ends, the level goes back to the one your growth has reached.</Trans>
          </p>
        </div>
        <Checkbox
          checked={agreementRead === true}
          disabled={agreementRead !== false || accepting}
          onCheckedChange={(checked) => {
            if (checked === true && agreementRead === false && !accepting) onAcceptAgreement?.();
          }}
          label={t`I have read and accept the member rights agreement`}
        />
        {agreementRead === false ? (
          <p className="text-sm text-warning" data-part="agreement-needed">
            <Trans>Accept the agreement to buy a plan.</Trans>
          </p>
        ) : null}
      </div>
    </TitledSection>
  );
}

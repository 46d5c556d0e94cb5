// The "paid" state of the payment pages: a success message and a countdown back to the order list.
import { Trans } from '@lingui/react/macro';
import { useSecondsLeft } from '../../lib/useSecondsLeft.ts';
import type { IntervalClock } from '../../lib/clock.ts';
import { Button } from '../../primitives/Button/index.ts';

export function PaidPanel({
  ordersHref,
  onDone,
  clock,
}: {
  ordersHref: string;
  /** Runs once when the countdown reaches zero: the app goes to the order list. */
  onDone: () => void;
  clock?: IntervalClock;
}) {
  const seconds = useSecondsLeft(onDone, clock);
  return (
    <div role="status" className="flex flex-col items-center gap-3 px-4 py-4 text-center" data-part="paid">
      <svg aria-hidden="true" viewBox="0 0 48 48" className="size-12 text-success">
        <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M14 25l7 7 13-15" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p className="m-0 text-lg font-medium text-neutral-900">
        <Trans>Payment successful</Trans>
      </p>
      <p className="m-0 text-sm text-neutral-600">
        <Trans>Going to your orders in {seconds}s</Trans>
      </p>
      <Button asChild variant="secondary">
        <a href={ordersHref}>
          <Trans>View my orders</Trans>
        </a>
      </Button>
    </div>
  );
}

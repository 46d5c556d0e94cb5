import { forwardRef, useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { SMS_RESEND_SECONDS, firstError, messages, smsRequestForm } from '@mall/domain';
import { Button, type ButtonProps } from '../../primitives/Button/index.ts';
import { cn } from '../../lib/cn.ts';
import { realClock, type IntervalClock } from '../../lib/clock.ts';

/** The time source of the countdown; tests pass a fake one (`fromFakeClock` in lib/clock.ts). */
export type SmsClock = IntervalClock;

/** How often the countdown re-reads the clock; the label shows whole seconds left, rounded up. */
const TICK_MS = 250;

export interface SmsCodeButtonProps extends Omit<
  ButtonProps,
  'onClick' | 'loading' | 'children' | 'asChild' | 'onInvalid'
> {
  /** The phone number the code is sent to; checked with the domain phone rule (and trimmed) first. */
  phone: string;
  /**
   * Requests the code. The countdown starts when the promise resolves; if it rejects, the button is
   * usable again at once (report the failure yourself, e.g. with a toast).
   */
  onSend: (phone: string) => Promise<void> | void;
  /** Called instead of `onSend` when the phone is not valid, with the domain message to show. */
  onInvalidPhone?: (message: MessageDescriptor) => void;
  /** Time source of the countdown; keep it stable between renders. Defaults to the real clock. */
  clock?: SmsClock;
  /** Length of the countdown; the spec's 60 seconds by default. */
  seconds?: number;
  /**
   * Resumes a countdown that started earlier (for example before the form remounted): the instant, in
   * `clock.now()` milliseconds, at which the button comes back.
   */
  initialEndsAt?: number;
}

/**
 * "Get code" button of the SMS login and registration forms. With a valid phone it sends once (busy
 * while the request is pending, so it never sends twice), then turns into a disabled "Resend in {n}s"
 * countdown and comes back when it ends. With an invalid phone it reports the domain phone message
 * through `onInvalidPhone` and sends nothing.
 */
export const SmsCodeButton = forwardRef<HTMLButtonElement, SmsCodeButtonProps>(function SmsCodeButton(
  {
    phone,
    onSend,
    onInvalidPhone,
    clock = realClock,
    seconds = SMS_RESEND_SECONDS,
    initialEndsAt,
    variant = 'secondary',
    disabled,
    className,
    ...props
  },
  ref,
) {
  const { t } = useLingui();
  const [sending, setSending] = useState(false);
  const [now, setNow] = useState(() => clock.now());
  const [endsAt, setEndsAt] = useState<number | null>(() =>
    initialEndsAt !== undefined && initialEndsAt > now ? initialEndsAt : null,
  );
  // A ref, not state: two clicks in the same frame must not both get through.
  const inFlight = useRef(false);

  useEffect(() => {
    if (endsAt === null) return;
    const id = clock.setInterval(() => {
      const current = clock.now();
      if (current >= endsAt) setEndsAt(null);
      else setNow(current);
    }, TICK_MS);
    return () => clock.clearInterval(id);
  }, [endsAt, clock]);

  const counting = endsAt !== null;

  async function send() {
    if (inFlight.current || counting) return;
    const parsed = smsRequestForm.safeParse({ mobile: phone });
    if (!parsed.success) {
      onInvalidPhone?.(firstError(parsed) ?? messages.phoneInvalid);
      return;
    }
    inFlight.current = true;
    setSending(true);
    try {
      await onSend(parsed.data.mobile);
      const start = clock.now();
      setNow(start);
      setEndsAt(start + seconds * 1000);
    } catch {
      // The caller reports the failure; the button simply becomes usable again.
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  const n = counting ? Math.max(1, Math.ceil((endsAt - now) / 1000)) : 0;
  return (
    <Button
      ref={ref}
      variant={variant}
      className={cn('min-w-32 tabular-nums', className)}
      disabled={disabled || counting}
      loading={sending}
      onClick={() => void send()}
      {...props}
    >
      {counting ? t`Resend in ${n}s` : t`Get code`}
    </Button>
  );
});

import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Input } from '../../primitives/Input/index.ts';
import { SmsCodeButton } from '../SmsCodeButton/index.ts';
import type { IntervalClock } from '../../lib/clock.ts';

/** The part of a rule form (`useRuleForm` in lib/useRuleForm.ts) that the two fields use. */
export interface MobileCodeForm {
  values: { mobile: string; code: string };
  errors: { mobile?: MessageDescriptor; code?: MessageDescriptor };
  change(field: 'mobile' | 'code', value: string): void;
  fail(field: 'mobile', message: MessageDescriptor): void;
  fieldRef(field: 'mobile' | 'code'): (element: HTMLElement | null) => void;
}

export interface MobileCodeFieldsProps {
  /** The form holding `mobile` and `code`: the fields show its values and messages and report changes. */
  form: MobileCodeForm;
  /** Sends the code; only called with a valid phone (otherwise the phone field shows the rule's message). */
  onSendCode: (mobile: string) => Promise<void> | void;
  /** Time source of the resend countdown. The real clock by default. */
  smsClock?: IntervalClock | undefined;
}

/**
 * The phone number and SMS code fields of the account forms (register, forgot password): the code field
 * carries the "Get code" button with its 60-second resend countdown. Two fields and no element around
 * them, so they take the form's own spacing.
 */
export function MobileCodeFields({ form, onSendCode, smsClock }: MobileCodeFieldsProps) {
  const { t, i18n } = useLingui();
  const say = (descriptor: MessageDescriptor | undefined) => (descriptor ? i18n._(descriptor) : undefined);
  return (
    <>
      <Input
        ref={form.fieldRef('mobile')}
        type="tel"
        inputMode="numeric"
        label={t`Mobile number`}
        placeholder={t`Mobile number`}
        autoComplete="tel-national"
        value={form.values.mobile}
        onChange={(event) => form.change('mobile', event.target.value)}
        error={say(form.errors.mobile)}
      />
      <Input
        ref={form.fieldRef('code')}
        inputMode="numeric"
        label={t`Verification code`}
        placeholder={t`Verification code`}
        autoComplete="one-time-code"
        value={form.values.code}
        onChange={(event) => form.change('code', event.target.value)}
        error={say(form.errors.code)}
        suffix={
          <SmsCodeButton
            size="sm"
            variant="ghost"
            className="text-brand"
            phone={form.values.mobile}
            onSend={onSendCode}
            onInvalidPhone={(problem) => form.fail('mobile', problem)}
            clock={smsClock}
          />
        }
      />
    </>
  );
}

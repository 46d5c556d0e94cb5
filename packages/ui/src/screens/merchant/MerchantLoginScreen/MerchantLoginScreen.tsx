import { useLingui } from '@lingui/react/macro';
import { merchantLoginForm } from '@mall/domain';
import {
  ConsoleLoginScreen,
  type ConsoleCredentials,
  type ConsoleLoginScreenProps,
} from '../../../console/ConsoleLogin/index.ts';

/** What the form hands over once the client's checks pass (the username trimmed). */
export type MerchantCredentials = ConsoleCredentials;

export type MerchantLoginScreenProps = Omit<
  ConsoleLoginScreenProps,
  'title' | 'subtitle' | 'accountLabel' | 'form'
>;

/**
 * The merchant centre's sign-in page: the console tier's login screen (decisions/0080) with the
 * centre's name, the store account and the domain's `merchantLoginForm`.
 */
export function MerchantLoginScreen(props: MerchantLoginScreenProps) {
  const { t } = useLingui();
  return (
    <ConsoleLoginScreen
      title={t`Merchant centre`}
      subtitle={t`Log in with your store account`}
      accountLabel={t`Store account`}
      form={merchantLoginForm}
      {...props}
    />
  );
}

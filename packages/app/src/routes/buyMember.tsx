// `/member-center/buy-member` (login required): the paid plans, the running one (from the score info),
// and the rights agreement. Ticking the agreement records it (POST /special/rights/read) and reads it
// again; buying a plan creates (or answers again) its membership order (POST /p/level/payLevel) and opens
// the payment page, where every method pays it. One request at a time: a second press does nothing.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { markRightsRead, payLevel } from '@mall/client';
import { useApiClient } from '@mall/client/swr';
import { LevelType, paths } from '@mall/domain';
import { BuyMemberScreen } from '@mall/ui/screens/BuyMemberScreen';
import { useLocalizedHref } from '../layouts/useChrome.ts';
import { useRightsRead, useScoreInfo, useScorePlans } from '../hooks/loyalty.ts';
import { createSubmitGuard } from '../session/submitGuard.ts';

export function Component() {
  const http = useApiClient();
  const href = useLocalizedHref();
  const navigate = useNavigate();
  const plans = useScorePlans();
  const info = useScoreInfo();
  const read = useRightsRead();
  const [guard] = useState(createSubmitGuard);
  const [accepting, setAccepting] = useState(false);
  const [buyingId, setBuyingId] = useState<number>();
  const paid = info.data?.levelType === LevelType.paid;

  const accept = () =>
    void guard.run(async () => {
      setAccepting(true);
      try {
        await read.mutate(await markRightsRead(http), { revalidate: false });
      } catch {
        // The client showed why; the box stays unticked.
      } finally {
        setAccepting(false);
      }
    });

  const buy = (id: number) =>
    void guard.run(async () => {
      setBuyingId(id);
      try {
        const { orderNumbers } = await payLevel(http, { id });
        void navigate(href(paths.payment(orderNumbers)));
      } catch {
        // The client showed the refusal (agreement, another plan running...): read the state again.
        setBuyingId(undefined);
        void read.mutate();
        void info.mutate();
      }
    });

  return (
    <BuyMemberScreen
      plans={plans.data?.records}
      loading={plans.showLoading}
      error={plans.error !== undefined && plans.data === undefined}
      onRetry={() => void plans.mutate()}
      runningPlanId={paid ? info.data?.levelId : null}
      runningUntil={paid ? info.data?.paidLevelEndTime : null}
      agreementRead={read.data}
      accepting={accepting}
      onAcceptAgreement={accept}
      buyingId={buyingId}
      onBuy={buy}
      href={href}
      onNavigate={(to) => void navigate(to)}
    />
  );
}

// The marketing section (issue 18 item 5): one tab per part, each its own address under /marketing —
// the points rules (`points`, decisions/0095), the member levels and paid plans (`levels`, 0100) and the
// platform coupons (`coupons`, 0101). Each tab is its own file in ./marketing/ and one entry in
// `marketingTabs`; the section opens on the first.
import type { ComponentType } from 'react';
import { Navigate, Route, Routes, useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { platformAreaLabels } from '@mall/domain';
import { Tabs, TabsList, TabsTrigger } from '@mall/ui';
import NotFoundPage from './NotFoundPage.tsx';
import CouponsTab from './marketing/CouponsTab.tsx';
import LevelsTab from './marketing/LevelsTab.tsx';
import PointsRulesTab from './marketing/PointsRulesTab.tsx';
import RightsTab from './marketing/RightsTab.tsx';

interface MarketingTab {
  readonly path: string;
  readonly label: MessageDescriptor;
  readonly Body: ComponentType;
}

/** The tabs in their order; a tab's address is /marketing/<path>, and anything below it is the tab's. */
export const marketingTabs: readonly MarketingTab[] = [
  { path: 'points', label: msg`Points rules`, Body: PointsRulesTab },
  { path: 'levels', label: msg`Member levels`, Body: LevelsTab },
  { path: 'rights', label: msg`Level rights`, Body: RightsTab },
  { path: 'coupons', label: msg`Platform coupons`, Body: CouponsTab },
];

export default function MarketingPage() {
  return (
    <Routes>
      <Route index element={<Navigate to={marketingTabs[0]!.path} replace />} />
      {marketingTabs.map((tab) => (
        <Route key={tab.path} path={`${tab.path}/*`} element={<MarketingTabs tab={tab} />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

function MarketingTabs({ tab }: { tab: MarketingTab }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  return (
    <div className="flex flex-col gap-4">
      <Tabs value={tab.path} onValueChange={(next) => void navigate(`/marketing/${next}`)}>
        <TabsList aria-label={i18n._(platformAreaLabels.marketing)}>
          {marketingTabs.map((each) => (
            <TabsTrigger key={each.path} value={each.path}>
              {i18n._(each.label)}
            </TabsTrigger>
          ))}
        </TabsList>
      </Tabs>
      <tab.Body />
    </div>
  );
}

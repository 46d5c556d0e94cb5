// Page-visit and traffic logging (spec sections 3 and 7): POST /flowAnalysisLog with the record of
// domain analytics. Analytics never bothers the shopper: the call is silent (no toast, no login popup).
import type { AxiosInstance } from 'axios';
import type { PageVisitLog, TrafficLog } from '@mall/domain';

/** A record as sent: the mobile page-visit or the PC traffic record, with the visitor and session ids. */
export type FlowLogRecord = (PageVisitLog | TrafficLog) & { uuid?: string; uuidSession?: string };

export async function postFlowAnalysisLog(http: AxiosInstance, record: FlowLogRecord): Promise<void> {
  await http.post('/flowAnalysisLog', record, { silent: true });
}

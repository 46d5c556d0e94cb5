// Page-visit and traffic logging (spec sections 3 and 7): POST /flowAnalysisLog with the record of
// domain analytics. Analytics never bothers the shopper: the call is silent (no toast, no login popup).
import type { AxiosInstance } from 'axios';
import type { FlowLog } from '@mall/domain';

/** The mobile page-visit or the PC traffic record (domain `FlowLogRecord`: both are `FlowLog`s). */
export type { FlowLogRecord } from '@mall/domain';

export async function postFlowAnalysisLog(http: AxiosInstance, record: FlowLog): Promise<void> {
  await http.post('/flowAnalysisLog', record, { silent: true });
}

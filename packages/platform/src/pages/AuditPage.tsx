// The audit log section (issue 18 item 8, decisions/0084 and 0089): every platform action, newest first,
// its filters and page kept in the address (a reload or a shared link shows the same rows), a row's
// before and after opened in place. Nobody changes the log: the page only reads. The screen is ui's.
import { useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { getAuditLogPage } from '@mall/client';
import { useApiQuery } from '@mall/client/swr';
import type { AuditLogPageQuery } from '@mall/domain';
import {
  AuditLogScreen,
  emptyAuditLogFilters,
  type AuditLogQuery,
} from '@mall/ui/screens/platform/AuditLogScreen';
import { isAxiosError } from 'axios';
import { pageOf, withPage } from './listAddress.ts';
import { refusalOf } from '@mall/client/console';

export default function AuditPage() {
  const [search, setSearch] = useSearchParams();
  const { i18n } = useLingui();
  const query = auditQueryOf(search);
  const list = useApiQuery(getAuditLogPage, auditRequestOf(query));
  const refused = isAxiosError(list.error) && list.error.response?.status === 400;
  return (
    <AuditLogScreen
      page={list.data}
      query={query}
      onQueryChange={(next) => setSearch(auditSearchOf(next))}
      loading={list.showLoading}
      error={list.data === undefined && list.error !== undefined}
      errorText={refused ? refusalOf(list.error, i18n) : undefined}
      onRetry={() => void list.mutate()}
    />
  );
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The server's longest filter word (contract/platformStores.ts). */
const WORD_MAX = 50;
const TEXT_FILTERS = ['actor', 'action', 'targetType', 'targetId'] as const;

/** The log's filters and page as the address holds them (anything malformed reads as the default). */
export function auditQueryOf(search: URLSearchParams): AuditLogQuery {
  const word = (name: string) => {
    const value = (search.get(name) ?? '').trim();
    return value.length <= WORD_MAX ? value : '';
  };
  const day = (name: string) => {
    const value = (search.get(name) ?? '').trim();
    return DAY.test(value) ? value : '';
  };
  const startDate = day('startDate');
  const endDate = day('endDate');
  const ordered = !startDate || !endDate || startDate <= endDate;
  return {
    actor: word('actor'),
    action: word('action'),
    targetType: word('targetType'),
    targetId: word('targetId'),
    startDate: ordered ? startDate : '',
    endDate: ordered ? endDate : '',
    ...pageOf(search),
  };
}

/** The address's search of a log query (defaults left out). */
export function auditSearchOf(query: AuditLogQuery): Record<string, string> {
  const search: Record<string, string> = {};
  for (const key of Object.keys(emptyAuditLogFilters) as (keyof typeof emptyAuditLogFilters)[]) {
    if (query[key] !== emptyAuditLogFilters[key]) search[key] = query[key];
  }
  return withPage(search, query);
}

/** The log query as the API takes it (the empty filters left out). */
export function auditRequestOf(query: AuditLogQuery): AuditLogPageQuery {
  const request: AuditLogPageQuery = { current: query.current, size: query.size };
  for (const key of TEXT_FILTERS) if (query[key]) request[key] = query[key];
  if (query.startDate) request.startDate = query.startDate;
  if (query.endDate) request.endDate = query.endDate;
  return request;
}

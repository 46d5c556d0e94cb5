// What a console page shows in place when the server refuses (a form's alert, a dialog): a 400's own
// translated text (the server's BusinessError or a rule of a schema) or a 404's (a target gone), anything else the generic "server
// problem"; and the refusal's message id, which the server names in the `x-message-id` header of a 400
// and of a platform route's 404, so a form can place the refusal by its field and a page can tell which
// target is gone, whatever the language (decisions/0096, 0105). The call goes
// through `refusalsInPlace` (packages/client) so the same refusal is not also a toast.
import type { I18n } from '@lingui/core';
import { isAxiosError } from 'axios';
import { MESSAGE_ID_HEADER, messages } from '@mall/domain';
import { errorText } from '../apiClient.ts';

export function refusalOf(error: unknown, i18n: Pick<I18n, '_'>): string {
  // A 400 (a rule) and a 404 (a platform route's target gone) carry the server's translated text.
  if (isAxiosError(error) && error.response && [400, 404].includes(error.response.status)) {
    const text = errorText(error.response.data).trim();
    if (text) return text;
  }
  return i18n._(messages.serverProblem);
}

/** The message id of a 400 refusal (`rule.site.logo`, ...) or of a 404 (a target gone), when named. */
export function refusalIdOf(error: unknown): string | undefined {
  const response = isAxiosError(error) ? error.response : undefined;
  if (!response || ![400, 404].includes(response.status)) return undefined;
  const headers = response.headers as Record<string, unknown> & { get?: (name: string) => unknown };
  const id = typeof headers.get === 'function' ? headers.get(MESSAGE_ID_HEADER) : headers[MESSAGE_ID_HEADER];
  return typeof id === 'string' && id !== '' ? id : undefined;
}

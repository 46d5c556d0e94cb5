// What a page of the console shows in place when the server refuses (a form's alert, a dialog): a 400's
// own translated text (the server's BusinessError), anything else the generic "server problem". The
// call goes through `refusalsInPlace` (packages/client) so the same refusal is not also a toast. The
// reply is plain text in the console's language, so the message a refusal is (to place it by a field)
// is found by its text among the candidates a page knows.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { errorText } from '@mall/client';
import { messages } from '@mall/domain';
import { isAxiosError } from 'axios';

export function refusalOf(error: unknown, i18n: Pick<I18n, '_'>): string {
  if (isAxiosError(error) && error.response?.status === 400) {
    const text = errorText(error.response.data).trim();
    if (text) return text;
  }
  return i18n._(messages.serverProblem);
}

/** The id of the candidate message whose translation the refusal's text is, if any. */
export function refusalMessageId(
  text: string,
  candidates: readonly MessageDescriptor[],
  i18n: Pick<I18n, '_'>,
): string | undefined {
  return candidates.find((m) => i18n._(m) === text)?.id;
}

// What a dialog says when the server refuses (the staff section, StaffPage.tsx; the chat section's quick
// replies, ChatPage.tsx): a 400's own
// translated text (the server's BusinessError), anything else the generic "server problem".
import type { I18n } from '@lingui/core';
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

// The text of a refused request (a 400 answers the server's translated message), else the generic one.
import type { I18n } from '@lingui/core';
import { isAxiosError } from 'axios';
import { errorText } from '@mall/client';
import { messages } from '@mall/domain';

export function refusalText(error: unknown, i18n: I18n): string {
  return isAxiosError(error) && error.response?.status === 400
    ? errorText(error.response.data).trim() || i18n._(messages.serverProblem)
    : i18n._(messages.serverProblem);
}

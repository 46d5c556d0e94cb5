// The dates the screens show from the wire's date-times (`YYYY-MM-DD hh:mm:ss`, the mall's time zone):
// a day `2026.12.10` or a minute `2026.12.10 23:59`. A text that is not a date-time is shown as it is.
import { formatDate, parseMallDateTime } from '@mall/domain';

function shown(text: string, pattern: string): string {
  const at = parseMallDateTime(text);
  return Number.isNaN(at) ? text : formatDate(at, pattern);
}

/** `2026-12-10 23:59:59` -> `2026.12.10`. */
export const mallDay = (text: string) => shown(text, 'YYYY.MM.DD');

/** `2026-12-10 23:59:59` -> `2026.12.10 23:59`. */
export const mallMinute = (text: string) => shown(text, 'YYYY.MM.DD hh:mm');

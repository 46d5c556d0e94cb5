// Time: countdown splitting and date formatting with the spec's Y M D h m s tokens. Dates are shown in
// the mall's time zone (China Standard Time by default) whatever the viewer's machine says, so a
// shopper, the server and the tests see the same wall-clock time.

export const MALL_TIME_ZONE = 'Asia/Shanghai';

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Whole milliseconds left, never negative. */
  totalMs: number;
  /** True when nothing is left. */
  ended: boolean;
}

/** Splits the time left into days, hours, minutes and seconds (rounded down; never negative). */
export function splitCountdown(msLeft: number): CountdownParts {
  const totalMs = Math.max(0, Math.floor(Number.isFinite(msLeft) ? msLeft : 0));
  const totalSeconds = Math.floor(totalMs / 1000);
  return {
    days: Math.floor(totalSeconds / 86400),
    hours: Math.floor((totalSeconds % 86400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
    totalMs,
    ended: totalMs < 1000,
  };
}

/** Two digits: 5 -> "05". */
export const pad2 = (n: number): string => String(n).padStart(2, '0');

interface WallClock {
  Y: number;
  M: number;
  D: number;
  h: number;
  m: number;
  s: number;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function wallClock(date: Date, timeZone: string): WallClock {
  let f = partsFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partsFormatters.set(timeZone, f);
  }
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(f.formatToParts(date).find((p) => p.type === type)?.value ?? 0);
  return {
    Y: get('year'),
    M: get('month'),
    D: get('day'),
    h: get('hour'),
    m: get('minute'),
    s: get('second'),
  };
}

/**
 * Formats a date with the tokens Y M D h m s: a doubled token is zero-padded (`MM` -> 06), a single one
 * is not (`M` -> 6), `YYYY` is the full year. h is the 24-hour clock. Anything else is copied as is.
 * Default pattern: `YYYY-MM-DD hh:mm:ss`.
 */
export function formatDate(
  value: Date | number | string,
  pattern = 'YYYY-MM-DD hh:mm:ss',
  timeZone: string = MALL_TIME_ZONE,
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const w = wallClock(date, timeZone);
  return pattern.replace(/YYYY|YY|MM|DD|hh|mm|ss|Y|M|D|h|m|s/g, (token) => {
    switch (token) {
      case 'YYYY':
      case 'Y':
        return String(w.Y);
      case 'YY':
        return pad2(w.Y % 100);
      case 'MM':
        return pad2(w.M);
      case 'DD':
        return pad2(w.D);
      case 'hh':
        return pad2(w.h);
      case 'mm':
        return pad2(w.m);
      case 'ss':
        return pad2(w.s);
      case 'M':
        return String(w.M);
      case 'D':
        return String(w.D);
      case 'h':
        return String(w.h);
      case 'm':
        return String(w.m);
      default:
        return String(w.s);
    }
  });
}

/**
 * The instant (ms) of a wire date-time `YYYY-MM-DD hh:mm:ss` written in the mall's time zone (China
 * Standard Time, no daylight saving), or of an ISO text with its own offset; NaN when malformed.
 */
export function parseMallDateTime(text: string): number {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/.exec(text.trim());
  if (match) return Date.parse(`${match[1]}T${match[2]}+08:00`);
  return Date.parse(text);
}

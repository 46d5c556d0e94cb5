// Channel and appType by host (spec section 9) and the partner-mall login warning (spec section 8).
// The real hosts are deployment configuration: pass a `ChannelConfig`; the default one only holds
// placeholders (`*.example`), so nothing here names a real company.

/** Channels 20 and 30 are the special ones. */
export const Channel = { first: 20, second: 30 } as const;
export type Channel = (typeof Channel)[keyof typeof Channel];
export const SPECIAL_CHANNELS: readonly number[] = [Channel.first, Channel.second];

/** appType sent with /login and /appLogin. */
export const AppType = { web: 1, first: 8, second: 9 } as const;
export type AppType = (typeof AppType)[keyof typeof AppType];

/** validateType of the login calls: always 5. */
export const VALIDATE_TYPE = 5;

/** An exact host ('mall.example'), a wildcard for its subdomains ('*.mall.example'), or a RegExp. */
export type HostPattern = string | RegExp;

export interface ChannelConfig {
  /** Hosts of the first kind: channel 20, appType 8. */
  readonly firstKind: readonly HostPattern[];
  /** Hosts of the second kind: channel 30, appType 9. */
  readonly secondKind: readonly HostPattern[];
  /** Hosts of the partner company's mall (where the login warning applies). */
  readonly partnerMall: readonly HostPattern[];
}

export const defaultChannelConfig: ChannelConfig = {
  firstKind: ['partner-a.example', '*.partner-a.example'],
  secondKind: ['partner-b.example', '*.partner-b.example'],
  partnerMall: ['partner-mall.example', '*.partner-mall.example'],
};

export type HostKind = 'first' | 'second' | 'other';

export interface ChannelInfo {
  hostKind: HostKind;
  channel: Channel;
  appType: AppType;
  validateType: typeof VALIDATE_TYPE;
}

/** The bare host name: lower case, without scheme, path, port or a trailing dot. */
export function normalizeHost(hostOrUrl: string): string {
  let host = hostOrUrl.trim().toLowerCase();
  const scheme = host.indexOf('://');
  if (scheme >= 0) host = host.slice(scheme + 3);
  host = host.split(/[/?#]/, 1)[0] ?? '';
  host = host.replace(/^[^@]*@/, '');
  if (host.startsWith('[')) host = host.slice(0, host.indexOf(']') + 1);
  else host = host.replace(/:\d*$/, '');
  return host.replace(/\.$/, '');
}

export function matchesHost(host: string, pattern: HostPattern): boolean {
  const h = normalizeHost(host);
  if (pattern instanceof RegExp) return pattern.test(h);
  const p = pattern.toLowerCase();
  if (p.startsWith('*.')) return h.endsWith(p.slice(1)) && h.length > p.length - 1;
  return h === p;
}

const matchesAny = (host: string, patterns: readonly HostPattern[]) =>
  patterns.some((p) => matchesHost(host, p));

export function hostKind(host: string, config: ChannelConfig = defaultChannelConfig): HostKind {
  if (matchesAny(host, config.firstKind)) return 'first';
  if (matchesAny(host, config.secondKind)) return 'second';
  return 'other';
}

/** Channel and appType of a host: first kind 20/8, second kind 30/9, otherwise 20/1; validateType 5. */
export function channelForHost(host: string, config: ChannelConfig = defaultChannelConfig): ChannelInfo {
  const kind = hostKind(host, config);
  const [channel, appType] =
    kind === 'first'
      ? [Channel.first, AppType.first]
      : kind === 'second'
        ? [Channel.second, AppType.second]
        : [Channel.first, AppType.web];
  return { hostKind: kind, channel, appType, validateType: VALIDATE_TYPE };
}

export function isSpecialChannel(channel: number): boolean {
  return SPECIAL_CHANNELS.includes(channel);
}

/** Is this the partner company's mall? */
export function isPartnerMall(host: string, config: ChannelConfig = defaultChannelConfig): boolean {
  return matchesAny(host, config.partnerMall);
}

/**
 * "Please log in from the partner mall" (messages.partnerMallLogin) is shown when the page is the
 * partner mall's address but the channel is neither 20 nor 30.
 */
export function shouldWarnPartnerLogin(
  host: string,
  channel: number,
  config: ChannelConfig = defaultChannelConfig,
): boolean {
  return isPartnerMall(host, config) && !isSpecialChannel(channel);
}

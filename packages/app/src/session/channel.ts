// Channel and appType come from the host kind (domain channel.ts); the login popup warns on the partner
// mall's host when the channel is neither 20 nor 30 (spec section 8).
import type { MessageDescriptor } from '@lingui/core';
import { channelForHost, messages, shouldWarnPartnerLogin, type ChannelInfo } from '@mall/domain';

function currentHost(): string {
  return typeof window !== 'undefined' && window.location ? window.location.host : '';
}

/** The channel, appType and validateType of this page's host. */
export function currentChannel(host: string = currentHost()): ChannelInfo {
  return channelForHost(host);
}

/** The warning the login popup shows on this host, if any. */
export function partnerLoginWarning(
  host: string = currentHost(),
  channel: number = currentChannel(host).channel,
): MessageDescriptor | undefined {
  return shouldWarnPartnerLogin(host, channel) ? messages.partnerMallLogin : undefined;
}

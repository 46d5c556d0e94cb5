import { describe, expect, it } from 'vitest';
import { AppType, Channel, messages } from '@mall/domain';
import { currentChannel, partnerLoginWarning } from './channel.ts';

describe('channel of the host', () => {
  it('maps the host kinds to channel and appType', () => {
    expect(currentChannel('shop.partner-a.example')).toMatchObject({
      channel: Channel.first,
      appType: AppType.first,
    });
    expect(currentChannel('partner-b.example:8080')).toMatchObject({
      channel: Channel.second,
      appType: AppType.second,
    });
    expect(currentChannel('localhost:8080')).toMatchObject({ appType: AppType.web });
  });

  it('warns on the partner mall only when the channel is neither 20 nor 30', () => {
    expect(partnerLoginWarning('partner-mall.example', 10)).toBe(messages.partnerMallLogin);
    expect(partnerLoginWarning('partner-mall.example', Channel.first)).toBeUndefined();
    expect(partnerLoginWarning('partner-mall.example', Channel.second)).toBeUndefined();
    expect(partnerLoginWarning('localhost', 10)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import {
  channelForHost,
  defaultChannelConfig,
  hostKind,
  isPartnerMall,
  matchesHost,
  normalizeHost,
  shouldWarnPartnerLogin,
  type ChannelConfig,
} from './channel.ts';

const config: ChannelConfig = {
  firstKind: ['first.example', '*.first.example'],
  secondKind: [/^shop\d+\.second\.example$/],
  partnerMall: ['partner.example'],
};

describe('channel by host', () => {
  it('gives channel 20/appType 8 to the first kind, 30/9 to the second, else 20/1, validateType 5', () => {
    expect(channelForHost('first.example', config)).toEqual({
      hostKind: 'first',
      channel: 20,
      appType: 8,
      validateType: 5,
    });
    expect(channelForHost('m.first.example', config)).toMatchObject({ channel: 20, appType: 8 });
    expect(channelForHost('shop12.second.example', config)).toEqual({
      hostKind: 'second',
      channel: 30,
      appType: 9,
      validateType: 5,
    });
    expect(channelForHost('mall.example', config)).toEqual({
      hostKind: 'other',
      channel: 20,
      appType: 1,
      validateType: 5,
    });
    expect(channelForHost('localhost')).toMatchObject({ hostKind: 'other', channel: 20, appType: 1 });
  });

  it('normalises hosts and matches patterns', () => {
    expect(normalizeHost('HTTPS://M.First.Example:8443/path?q=1')).toBe('m.first.example');
    expect(normalizeHost('first.example.')).toBe('first.example');
    expect(normalizeHost('[::1]:8080')).toBe('[::1]');
    expect(matchesHost('first.example:3000', 'first.example')).toBe(true);
    expect(matchesHost('first.example', '*.first.example')).toBe(false);
    expect(matchesHost('notfirst.example', '*.first.example')).toBe(false);
    expect(matchesHost('evilfirst.example', 'first.example')).toBe(false);
    expect(hostKind('a.b.first.example', config)).toBe('first');
    expect(hostKind('shopx.second.example', config)).toBe('other');
  });

  it('uses placeholder hosts by default', () => {
    for (const p of [...defaultChannelConfig.firstKind, ...defaultChannelConfig.secondKind])
      expect(String(p)).toMatch(/\.example$/);
    expect(channelForHost('partner-a.example').appType).toBe(8);
    expect(channelForHost('www.partner-b.example').appType).toBe(9);
  });
});

describe('partner mall login warning', () => {
  it('warns on the partner mall unless the channel is 20 or 30', () => {
    expect(isPartnerMall('partner.example', config)).toBe(true);
    expect(isPartnerMall('mall.example', config)).toBe(false);
    expect(shouldWarnPartnerLogin('partner.example', 10, config)).toBe(true);
    expect(shouldWarnPartnerLogin('partner.example', 20, config)).toBe(false);
    expect(shouldWarnPartnerLogin('partner.example', 30, config)).toBe(false);
    expect(shouldWarnPartnerLogin('mall.example', 10, config)).toBe(false);
    expect(shouldWarnPartnerLogin('https://partner-mall.example/login', 0)).toBe(true);
  });
});

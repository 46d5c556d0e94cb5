import { describe, expect, it } from 'vitest';
import { CHAT_TEXT_MAX } from '@mall/domain';
import {
  canSend,
  chatDayKey,
  chatListTime,
  chatMinute,
  chatTextLength,
  connectionBanner,
} from './chatView.ts';

describe('chat view', () => {
  it('counts characters as the server does: code points, not UTF-16 units', () => {
    expect(chatTextLength('你好')).toBe(2);
    expect(chatTextLength('👍👍')).toBe(2);
    expect('👍👍'.length).toBe(4);
    expect(chatTextLength('好'.repeat(CHAT_TEXT_MAX))).toBe(CHAT_TEXT_MAX);
  });

  it('shows wire times as the day, the minute and the list time, in the mall time zone', () => {
    expect(chatDayKey('2026-11-26 09:15:40')).toBe('2026-11-26');
    expect(chatDayKey('2026-11-26T16:30:00Z')).toBe('2026-11-27');
    expect(chatMinute('2026-11-26 09:15:40')).toBe('09:15');
    expect(chatListTime('2026-11-26 09:15:40')).toBe('11-26 09:15');
    expect(chatMinute('2026-11-26T16:30:00Z')).toBe('00:30');
    expect(chatMinute('soon')).toBe('soon');
  });

  it('picks one banner: taken over or logged out before broken, broken before reconnecting', () => {
    expect(connectionBanner('open', [])).toBeNull();
    expect(connectionBanner('connecting', [])).toBe('connecting');
    expect(connectionBanner('reconnecting', [])).toBe('reconnecting');
    expect(connectionBanner('broken', [])).toBe('broken');
    expect(connectionBanner('replaced', [])).toBe('replaced');
    expect(connectionBanner('offline', [])).toBe('offline');
    // A notice says it before (or without) the state that follows it.
    expect(connectionBanner('open', ['loggedInElsewhere'])).toBe('replaced');
    expect(connectionBanner('reconnecting', ['offline'])).toBe('offline');
    expect(connectionBanner('broken', ['offline', 'loggedInElsewhere'])).toBe('replaced');
    // The other notices are not the connection's.
    expect(connectionBanner('open', ['customerOffline', 'inquiryExpired'])).toBeNull();
  });

  it('lets a message be written while connecting or reconnecting, not once the connection is over', () => {
    expect(canSend(null)).toBe(true);
    expect(canSend('connecting')).toBe(true);
    expect(canSend('reconnecting')).toBe(true);
    expect(canSend('broken')).toBe(false);
    expect(canSend('offline')).toBe(false);
    expect(canSend('replaced')).toBe(false);
  });
});

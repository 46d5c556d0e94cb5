import { describe, expect, it } from 'vitest';
import { CHAT_CONVERSATION_PAGE_MAX } from '@mall/domain';
import { CHAT_UNREAD_REFRESH_MS, chatUnreadQuery, unreadTotalOf } from './chatUnread.ts';

describe("the menu's unread chat count", () => {
  it('adds up the unread messages of the conversations listed', () => {
    expect(unreadTotalOf([{ unread: 3 }, { unread: 0 }, { unread: 2 }])).toBe(5);
  });
  it('is 0 without conversations, and a negative count never lowers it', () => {
    expect(unreadTotalOf([])).toBe(0);
    expect(unreadTotalOf([{ unread: -1 }, { unread: 1 }])).toBe(1);
  });
  it('reads the largest page, every 30 seconds', () => {
    expect(chatUnreadQuery).toEqual({ size: CHAT_CONVERSATION_PAGE_MAX });
    expect(CHAT_UNREAD_REFRESH_MS).toBe(30_000);
  });
});

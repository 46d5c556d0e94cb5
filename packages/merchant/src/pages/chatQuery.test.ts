// The chat section's address: the open conversation is the path's id, and nothing malformed opens one;
// the section is in the one list with the `chat` permission.
import { describe, expect, it } from 'vitest';
import { sections } from '../sections.ts';
import { conversationIdOf } from './ChatPage.tsx';

describe('the chat section in the address', () => {
  it('opens the conversation of a positive id only', () => {
    expect(conversationIdOf('42')).toBe(42);
    expect(conversationIdOf(undefined)).toBeNull();
    for (const bad of ['', '0', '-1', '1.5', '01', 'x', '99999999999', '2147483648']) {
      expect(conversationIdOf(bad), bad).toBeNull();
    }
    expect(conversationIdOf('2147483647')).toBe(2_147_483_647);
  });

  it('is the section /chat, needing the chat permission', () => {
    expect(sections.find((s) => s.key === 'chat')).toMatchObject({ path: '/chat', permission: 'chat' });
  });
});

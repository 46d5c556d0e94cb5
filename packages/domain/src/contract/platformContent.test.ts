// A notice's refusal is placed at the field its message id names (decisions/0096).
import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { noticeFieldOf } from './platformContent.ts';

describe("a notice's refusal", () => {
  it('is placed at the field its rule names', () => {
    expect(noticeFieldOf(messages.noticePublishTimeInvalid.id)).toBe('publishTime');
    expect(noticeFieldOf(messages.contentTitleInvalid.id)).toBe('title');
    expect(noticeFieldOf(messages.noticeContentTooLong.id)).toBe('content');
  });

  it('of no field (the notice is gone, a server problem, no id) is shown above the form', () => {
    expect(noticeFieldOf(messages.noticeNotFound.id)).toBeUndefined();
    expect(noticeFieldOf(messages.serverProblem.id)).toBeUndefined();
    expect(noticeFieldOf(undefined)).toBeUndefined();
  });
});

// The chat workspace's endpoints (decisions/0069): each calls its path once with its method and the body
// as given, with the merchant token; their request and answer types are the domain contract's.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AxiosInstance } from 'axios';
import type {
  ChatCustomer,
  ChatOnlineSwitch,
  QuickReply,
  QuickReplyCreateParam,
  QuickReplyList,
  QuickReplyUpdateParam,
} from '@mall/domain';
import { keyOf } from './endpoint.ts';
import { fakeApiClient } from './fakeAdapter.ts';
import * as api from './index.ts';

type Call<A, R> = (http: AxiosInstance, body: A) => Promise<R>;

const reply: QuickReply = { replyId: 3, content: '您好', seq: 0 };
const customer: ChatCustomer = {
  userId: 'u1',
  nickName: 'Li',
  userPic: null,
  browse: [],
  orders: [],
  orderCount: 0,
};

describe('merchant chat workspace endpoints', () => {
  it('speak the domain contract', () => {
    expectTypeOf(api.createQuickReply).toEqualTypeOf<Call<QuickReplyCreateParam, QuickReply>>();
    expectTypeOf(api.updateQuickReply).toEqualTypeOf<Call<QuickReplyUpdateParam, QuickReply>>();
    expectTypeOf(api.deleteQuickReply).toEqualTypeOf<Call<number, boolean>>();
    expectTypeOf(api.setChatOnline).toEqualTypeOf<Call<boolean, ChatOnlineSwitch>>();
    expectTypeOf(api.getQuickReplies).returns.resolves.toEqualTypeOf<QuickReplyList>();
    expectTypeOf(api.getChatOnline).returns.resolves.toEqualTypeOf<ChatOnlineSwitch>();
    expectTypeOf(api.getChatCustomer).returns.resolves.toEqualTypeOf<ChatCustomer>();
  });

  it('call their paths with the merchant token', async () => {
    const { http, requests } = fakeApiClient(
      (c) => {
        const method = c.method?.toUpperCase();
        if (c.url?.endsWith('/customer')) return { status: 200, body: JSON.stringify(customer) };
        if (c.url?.endsWith('/online')) return { status: 200, body: JSON.stringify({ online: false }) };
        if (c.url?.endsWith('/unread')) return { status: 200, body: JSON.stringify({ unread: 4 }) };
        if (method === 'GET') return { status: 200, body: JSON.stringify([reply]) };
        if (method === 'DELETE') return { status: 200, body: 'true' };
        return { status: 200, body: JSON.stringify(reply) };
      },
      { getToken: () => 'mt', now: () => 1_760_000_000_000 },
    );
    expect(keyOf(api.getQuickReplies, undefined)).toBe('/merchant/chat/quickReplies');
    expect(keyOf(api.getChatCustomer, 9)).toEqual(['/merchant/conversations/{conversationId}/customer', 9]);
    expect(await api.getQuickReplies(http)).toEqual([reply]);
    expect(await api.createQuickReply(http, { content: '您好' })).toEqual(reply);
    expect(await api.updateQuickReply(http, { replyId: 3, content: '您好', seq: 0 })).toEqual(reply);
    expect(await api.deleteQuickReply(http, 3)).toBe(true);
    expect(await api.getChatOnline(http)).toEqual({ online: false });
    expect(await api.setChatOnline(http, false)).toEqual({ online: false });
    expect(await api.getChatUnread(http)).toEqual({ unread: 4 });
    expect(await api.getChatCustomer(http, 9)).toEqual(customer);
    expect(requests.map((c) => [c.method?.toUpperCase(), c.url, c.data as unknown])).toEqual([
      ['GET', '/merchant/chat/quickReplies', undefined],
      ['POST', '/merchant/chat/quickReplies', '{"content":"您好"}'],
      ['PUT', '/merchant/chat/quickReplies', '{"replyId":3,"content":"您好","seq":0}'],
      ['DELETE', '/merchant/chat/quickReplies/3', undefined],
      ['GET', '/merchant/chat/online', undefined],
      ['PUT', '/merchant/chat/online', '{"online":false}'],
      ['GET', '/merchant/chat/unread', undefined],
      ['GET', '/merchant/conversations/9/customer', undefined],
    ]);
    for (const request of requests) expect(request.headers.get('Authorization')).toBe('bearer mt');
  });
});

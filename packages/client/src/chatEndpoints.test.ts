// The chat's REST calls: each at its path (written once), signed, with its body as the server parses it
// (JSON, the form-encoded recent browse, the multipart upload), and the merchant's under /merchant/.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import type { ChatConversation, ChatMessage, ChatShopInfo, RecentBrowseItem } from '@mall/domain';
import { verify } from '@mall/domain';
import { keyOf } from './endpoint.ts';
import { fakeApiClient } from './fakeAdapter.ts';
import {
  createChatInquiry,
  getChatConversations,
  getChatMessages,
  getChatShopInfo,
  getMerchantChatConversations,
  nextConversationsPage,
  getMerchantChatMessages,
  getMerchantServiceHours,
  getRecentBrowse,
  readChat,
  readMerchantChat,
  recordRecentBrowse,
  setMerchantServiceHours,
  uploadChatImage,
  uploadMerchantChatImage,
} from './endpoints/chat.ts';

const NOW = 1_760_000_000_000;

function setup(body: (c: InternalAxiosRequestConfig) => string = () => '[]') {
  return fakeApiClient((c) => ({ status: 200, body: body(c) }), { getToken: () => 'tok', now: () => NOW });
}

const summary = (c: InternalAxiosRequestConfig) => ({
  method: c.method?.toUpperCase(),
  url: c.url,
  params: c.params as unknown,
  data: c.data instanceof FormData ? 'form-data' : (c.data as unknown),
});

function signedOk(c: InternalAxiosRequestConfig): boolean {
  const headers = AxiosHeaders.from(c.headers).toJSON() as Record<string, string>;
  return verify({ headers, body: typeof c.data === 'string' ? c.data : '', origin: '', now: NOW }).ok;
}

describe('shopper chat calls', () => {
  it('call the contract paths with their queries and bodies', async () => {
    const { http, requests } = setup((c) =>
      c.url === '/p/file/uploadImFile'
        ? '"https://img.example/a.png"'
        : c.url === '/p/user/conversations/inquiry'
          ? '{"inquiry":"abc","shopId":3,"expires":1}'
          : '[]',
    );
    await getChatConversations(http);
    await getChatShopInfo(http, { shopId: 3 });
    await getChatMessages(http, { conversationId: 7, beforeSeq: 21, size: 20 });
    await getChatMessages(http, { conversationId: 7 });
    await readChat(http, 7, 20);
    expect(await createChatInquiry(http, { shopId: 3, prodId: 9 })).toEqual({
      inquiry: 'abc',
      shopId: 3,
      expires: 1,
    });
    await getRecentBrowse(http);
    await recordRecentBrowse(http, { prodId: 9 });
    const file = new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' });
    expect(await uploadChatImage(http, file)).toBe('https://img.example/a.png');

    expect(requests.map(summary)).toEqual([
      { method: 'GET', url: '/p/user/conversations', params: undefined, data: undefined },
      { method: 'GET', url: '/p/user/conversations/shop', params: { shopId: 3 }, data: undefined },
      {
        method: 'GET',
        url: '/p/user/conversations/7/messages',
        params: { beforeSeq: 21, size: 20 },
        data: undefined,
      },
      { method: 'GET', url: '/p/user/conversations/7/messages', params: {}, data: undefined },
      { method: 'POST', url: '/p/user/conversations/7/read', params: undefined, data: '{"seq":20}' },
      {
        method: 'POST',
        url: '/p/user/conversations/inquiry',
        params: undefined,
        data: '{"shopId":3,"prodId":9}',
      },
      { method: 'GET', url: '/p/user/recentBrowse', params: undefined, data: undefined },
      { method: 'POST', url: '/p/user/recentBrowse', params: undefined, data: 'prodId=9' },
      { method: 'POST', url: '/p/file/uploadImFile', params: undefined, data: 'form-data' },
    ]);
    // Every call carries the shopper's token; every POST is signed over the exact text sent.
    for (const r of requests) expect(r.headers.get('Authorization')).toBe('bearer tok');
    for (const r of requests.filter((c) => c.method === 'post' && !(c.data instanceof FormData))) {
      expect(signedOk(r)).toBe(true);
    }
    const browse = requests[7]!;
    expect(String(browse.headers.get('Content-Type'))).toMatch(/^application\/x-www-form-urlencoded/);
    expect(browse.silent).toBe(true);
    const upload = requests[8]!;
    expect((upload.data as FormData).get('file')).toBeInstanceOf(File);
  });

  it('key the queries by their paths, the conversation and the page', () => {
    expect(keyOf(getChatConversations, undefined)).toBe('/p/user/conversations');
    expect(keyOf(getChatShopInfo, { shopId: 3 })).toEqual(['/p/user/conversations/shop', 'shopId=3']);
    expect(keyOf(getChatMessages, { conversationId: 7, size: 20 })).toEqual([
      '/p/user/conversations/{conversationId}/messages',
      'conversationId=7&size=20',
    ]);
    expect(keyOf(getRecentBrowse, undefined)).toBe('/p/user/recentBrowse');
  });

  it('answer the contract types', () => {
    type Answer<F extends (...a: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;
    expectTypeOf<Answer<typeof getChatConversations>>().toEqualTypeOf<ChatConversation[]>();
    expectTypeOf<Answer<typeof getChatShopInfo>>().toEqualTypeOf<ChatShopInfo>();
    expectTypeOf<Answer<typeof getChatMessages>>().toEqualTypeOf<ChatMessage[]>();
    expectTypeOf<Answer<typeof getRecentBrowse>>().toEqualTypeOf<RecentBrowseItem[]>();
  });
});

describe('merchant chat calls', () => {
  it('call /merchant/ paths with the merchant token', async () => {
    const { http, requests } = setup((c) =>
      c.url === '/merchant/chat/serviceHours'
        ? '{"start":"09:00","end":"17:00"}'
        : c.url === '/merchant/file/uploadImFile'
          ? '"https://img.example/b.png"'
          : '[]',
    );
    await getMerchantChatConversations(http);
    await getMerchantChatConversations(http, {
      size: 50,
      beforeUpdateTime: '2026-11-26 10:00:00',
      beforeId: 9,
      nickName: '',
    });
    await getMerchantChatMessages(http, { conversationId: 7, beforeSeq: 5 });
    await readMerchantChat(http, 7, 4);
    const file = new File([new Uint8Array([1])], 'b.png', { type: 'image/png' });
    expect(await uploadMerchantChatImage(http, file)).toBe('https://img.example/b.png');
    expect(await getMerchantServiceHours(http)).toEqual({ start: '09:00', end: '17:00' });
    await setMerchantServiceHours(http, { start: '08:00', end: '20:00' });
    expect(requests.map(summary)).toEqual([
      { method: 'GET', url: '/merchant/conversations', params: undefined, data: undefined },
      {
        method: 'GET',
        url: '/merchant/conversations',
        params: { size: 50, beforeUpdateTime: '2026-11-26 10:00:00', beforeId: 9 },
        data: undefined,
      },
      {
        method: 'GET',
        url: '/merchant/conversations/7/messages',
        params: { beforeSeq: 5 },
        data: undefined,
      },
      { method: 'POST', url: '/merchant/conversations/7/read', params: undefined, data: '{"seq":4}' },
      { method: 'POST', url: '/merchant/file/uploadImFile', params: undefined, data: 'form-data' },
      { method: 'GET', url: '/merchant/chat/serviceHours', params: undefined, data: undefined },
      {
        method: 'PUT',
        url: '/merchant/chat/serviceHours',
        params: undefined,
        data: '{"start":"08:00","end":"20:00"}',
      },
    ]);
    for (const r of requests) expect(r.headers.get('Authorization')).toBe('bearer tok');
  });

  it('key the store’s conversation pages by their query, and name the next page', () => {
    expect(keyOf(getMerchantChatConversations, undefined)).toBe('/merchant/conversations');
    expect(
      keyOf(getMerchantChatConversations, { beforeId: 9, beforeUpdateTime: '2026-11-26 10:00:00', size: 2 }),
    ).toEqual(['/merchant/conversations', 'beforeId=9&beforeUpdateTime=2026-11-26+10%3A00%3A00&size=2']);
    const row = (conversationId: number, updateTime: string) =>
      ({ conversationId, updateTime }) as ChatConversation;
    const page = [row(12, '2026-11-26 10:00:05'), row(11, '2026-11-26 10:00:01')];
    expect(nextConversationsPage({ size: 2, nickName: '李' }, page)).toEqual({
      size: 2,
      nickName: '李',
      beforeUpdateTime: '2026-11-26 10:00:01',
      beforeId: 11,
    });
    expect(nextConversationsPage({ size: 3 }, page)).toBeNull();
    expect(nextConversationsPage({}, page)).toBeNull();
  });
});

// The customer-service chat end to end (issue 16): a shopper asks about a product from its detail page
// ("联系客服" opens /chat with an inquiry about it), sends the product card and a question, the store's
// customer service (a websocket client of the merchant side in this test, until the merchant centre
// exists) answers; then the shopper's socket drops (closed under the page by Playwright's websocket
// route), the store answers again meanwhile, the page reconnects and resumes: every message is there
// exactly once, on the page and on the server. And from an order: the shopper opens one of their orders'
// page, "联系客服" opens /chat with that order offered as a card, the shopper sends it, and the store's
// websocket receives it once as an `order` message with that order number; the page shows it once.
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ChatMessage, ChatServerFrame, Page as ApiPage, ProductCard, ProductInfo } from '@mall/domain';
import { api, baseURL, closeBrowser, merchantLogin, startShopper } from './support.ts';

afterAll(closeBrowser);

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });

/** The store's customer service: a merchant-side websocket that keeps every frame it receives. */
async function agent(shopId: number) {
  const frames: ChatServerFrame[] = [];
  const socket = new WebSocket(`${baseURL().replace(/^http/, 'ws')}/api/im/ws`);
  socket.on('message', (data) => frames.push(JSON.parse(String(data)) as ChatServerFrame));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'auth', merchantToken: await merchantLogin(shopId) }));
  await poll(() => frames.some((f) => f.type === 'authed')).toBe(true);
  let sent = 0;
  return {
    frames,
    messages: () =>
      frames.filter((f): f is Extract<ChatServerFrame, { type: 'message' }> => f.type === 'message'),
    /** Sends a text to the conversation and waits for its acknowledgement. */
    async say(conversationId: number, content: string) {
      sent += 1;
      const clientMsgId = `e2e-agent-${Date.now()}-${sent}`;
      socket.send(JSON.stringify({ type: 'send', clientMsgId, conversationId, msgType: 'text', content }));
      await poll(() => frames.some((f) => f.type === 'ack' && f.clientMsgId === clientMsgId)).toBe(true);
    },
    close: () => socket.close(),
  };
}

describe('customer-service chat (zh, PC)', () => {
  it('asks about a product, is answered, drops and resumes with every message once', async () => {
    const s = await startShopper('zh');
    const shopId = 1;
    const found = await api<ApiPage<ProductCard>>(`/search/searchProdPage?shopId=${shopId}&size=10`);
    const product = found.records[0]!;
    const cs = await agent(shopId);

    // The page's socket goes through a route the test can cut.
    const pageSockets: { close: () => Promise<void> }[] = [];
    await s.page.routeWebSocket(/\/api\/im\/ws/, (ws) => {
      ws.connectToServer();
      pageSockets.push({ close: () => ws.close({ code: 4000, reason: 'cut' }) });
    });

    // From the product page to the chat, with the product offered as a card.
    await s.page.goto(`/detail/${product.prodId}`);
    await s.page.locator('[data-part="shop"]').getByRole('button', { name: '联系客服' }).click();
    await s.page.waitForURL(/\/chat\?shopId=1&inquiry=/);
    const panel = s.page.getByRole('region', { name: /与.+的对话/ });
    await panel.waitFor();
    const log = s.page.getByRole('log');
    await s.page.getByRole('button', { name: '发送商品' }).first().click();
    const question = `这款${product.prodName.slice(0, 6)}今天能发货吗？`;
    await s.page.getByRole('textbox', { name: '输入消息' }).fill(question);
    await s.page.getByRole('textbox', { name: '输入消息' }).press('Enter');
    await log.getByText(question).waitFor();

    // The store hears both, in order, and answers.
    await poll(() => cs.messages().map((m) => m.msgType)).toEqual(['prod', 'text']);
    const [card, asked] = cs.messages();
    expect(card).toMatchObject({ sender: 'user', content: String(product.prodId) });
    expect(asked).toMatchObject({ sender: 'user', content: question, seq: card!.seq + 1 });
    const conversationId = asked!.conversationId;
    await cs.say(conversationId, '今天下午四点前下单当天发货。');
    await log.getByText('今天下午四点前下单当天发货。').waitFor();

    // The shopper's connection drops; the store answers meanwhile; the page reconnects and resumes.
    expect(pageSockets).toHaveLength(1);
    await pageSockets[0]!.close();
    // The page connects again by itself (a second socket through the route).
    await poll(() => pageSockets.length).toBe(2);
    await cs.say(conversationId, '已为您备注优先发货。');
    await log.getByText('已为您备注优先发货。').waitFor();
    await s.page.getByRole('textbox', { name: '输入消息' }).fill('谢谢！');
    await s.page.getByRole('textbox', { name: '输入消息' }).press('Enter');
    await poll(() => cs.messages().filter((m) => m.content === '谢谢！').length).toBe(1);

    // Every message once: on the page and on the server, in seq order.
    for (const text of [question, '今天下午四点前下单当天发货。', '已为您备注优先发货。', '谢谢！']) {
      await poll(() => log.getByText(text, { exact: true }).count()).toBe(1);
    }
    const stored = await api<ChatMessage[]>(`/p/user/conversations/${conversationId}/messages?size=50`, {
      token: s.token,
    });
    expect(stored.map((m) => m.seq)).toEqual(stored.map((_, i) => stored[0]!.seq + i));
    expect(stored.map((m) => m.content).slice(-4)).toEqual([
      question,
      '今天下午四点前下单当天发货。',
      '已为您备注优先发货。',
      '谢谢！',
    ]);
    cs.close();
    await s.close();
  });

  it('asks about an order from its page: the store receives the order card once', async () => {
    const s = await startShopper('zh');
    const shopId = 1;
    // One of the shopper's orders in the store (submitted, waiting for payment).
    const found = await api<ApiPage<ProductCard>>(`/search/searchProdPage?shopId=${shopId}&size=10`);
    // A plain product (no activity, no pre-sale) with stock.
    let product: ProductInfo | undefined;
    for (const card of found.records) {
      const info = await api<ProductInfo>(`/prod/prodInfo?prodId=${card.prodId}`);
      if (
        info.prodType === 0 &&
        !info.preSale &&
        info.activityId === null &&
        info.skuList.some((k) => k.stocks > 0)
      ) {
        product = info;
        break;
      }
    }
    if (!product) throw new Error(`no plain product in stock in store ${shopId}`);
    const sku = product.skuList.find((k) => k.stocks > 0)!;
    const { uuid } = await api<{ uuid: string }>('/p/order/confirm', {
      method: 'POST',
      token: s.token,
      body: {
        orderItem: { prodId: product.prodId, skuId: sku.skuId, prodCount: 1 },
        couponIds: [],
        isScorePay: 0,
      },
    });
    const { orderNumbers: orderNumber } = await api<{ orderNumbers: string }>('/p/order/submit', {
      method: 'POST',
      token: s.token,
      body: { uuid },
    });
    const cs = await agent(shopId);

    await s.page.goto(`/order-detail?orderNumber=${orderNumber}`);
    // The order's store section's button (the floating widget's, also "联系客服", opens /chat alone).
    await s.page.locator('#order-items').getByRole('button', { name: '联系客服' }).click();
    await s.page.waitForURL(new RegExp(`/chat\\?shopId=${shopId}&inquiry=[^&]+&orderNumber=${orderNumber}`));
    await s.page.getByRole('region', { name: /与.+的对话/ }).waitFor();
    // The order is offered in the side panel; sent as a card.
    const offered = s.page.getByRole('complementary').getByRole('region', { name: '正在咨询' });
    await offered.getByText(orderNumber, { exact: false }).waitFor();
    await offered.getByRole('button', { name: '发送订单' }).click();

    // The store hears one order message, this order's, from the shopper.
    const orders = () =>
      cs.messages().filter((m) => m.msgType === 'order' && m.order?.orderNumber === orderNumber);
    await poll(() => orders().length).toBe(1);
    expect(orders()[0]).toMatchObject({
      sender: 'user',
      content: orderNumber,
      order: { orderNumber, productNums: 1, prodName: expect.any(String) as string },
    });
    // The page shows it once, in the conversation.
    const log = s.page.getByRole('log');
    await poll(() => log.getByText(orderNumber, { exact: false }).count()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await log.getByText(orderNumber, { exact: false }).count()).toBe(1);
    expect(orders()).toHaveLength(1);
    cs.close();
    await s.close();
  });
});

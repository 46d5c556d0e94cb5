// A stand-in for Alipay's OpenAPI gateway on 127.0.0.1 (tests only): key pairs generated at test time
// (ours and "Alipay's"), requests' RSA2 signatures checked with our public key, alipay.trade.refund
// answered once per out_request_no (a repeat answers the same refund without moving money, like Alipay)
// and every answer signed with Alipay's key exactly as the gateway does (RSA2 over the response object's
// JSON text); and asynchronous notifications built and signed as Alipay documents them (every parameter
// but sign and sign_type, sorted, `k=v` joined with &, RSA-SHA256, base64), sent form-encoded.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSign, createVerify, generateKeyPairSync, randomInt, type KeyObject } from 'node:crypto';

export interface AlipayKeys {
  /** Our app's key pair. */
  app: { privateKey: KeyObject; publicKey: KeyObject };
  /** "Alipay's" key pair: it signs answers and notifications. */
  alipay: { privateKey: KeyObject; publicKey: KeyObject };
}

export function alipayKeys(): AlipayKeys {
  const pair = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { app: pair(), alipay: pair() };
}

export const pem = (key: KeyObject) =>
  key.export(
    key.type === 'private' ? { type: 'pkcs8', format: 'pem' } : { type: 'spki', format: 'pem' },
  ) as string;

/**
 * The content Alipay signs: the parameters but `sign` (and `sign_type` for notifications), sorted by name,
 * `k=v` joined with `&` (values as they are, not URL-encoded).
 */
export function signContent(params: Record<string, string>, withoutSignType: boolean): string {
  return Object.keys(params)
    .filter((k) => k !== 'sign' && !(withoutSignType && k === 'sign_type'))
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

const rsa2 = (text: string, key: KeyObject) =>
  createSign('RSA-SHA256').update(text, 'utf8').sign(key, 'base64');

/** A trade-status notification for a payment, signed with `key` (Alipay's, unless a test forges one). */
export function alipayNotification(
  fields: { appId: string; paymentNo: string; totalAmount: string; tradeStatus?: string; tradeNo?: string },
  key: KeyObject,
  overrides: Record<string, string> = {},
): { body: string; params: Record<string, string> } {
  const now = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
  const params: Record<string, string> = {
    gmt_create: now,
    charset: 'utf-8',
    gmt_payment: now,
    notify_time: now,
    subject: 'mall order',
    buyer_id: '2088102177846880',
    invoice_amount: fields.totalAmount,
    version: '1.0',
    notify_id: `ac05099524730693a8b330c5ecf72da${randomInt(0, 10_000)}`,
    fund_bill_list: `[{"amount":"${fields.totalAmount}","fundChannel":"ALIPAYACCOUNT"}]`,
    notify_type: 'trade_status_sync',
    out_trade_no: fields.paymentNo,
    total_amount: fields.totalAmount,
    trade_status: fields.tradeStatus ?? 'TRADE_SUCCESS',
    trade_no: fields.tradeNo ?? `2026${String(randomInt(0, 1e9)).padStart(24, '0')}`,
    auth_app_id: fields.appId,
    receipt_amount: fields.totalAmount,
    point_amount: '0.00',
    app_id: fields.appId,
    buyer_pay_amount: fields.totalAmount,
    seller_id: '2088102177649450',
    ...overrides,
  };
  params.sign_type = 'RSA2';
  params.sign = rsa2(signContent(params, true), key);
  return { body: new URLSearchParams(params).toString(), params };
}

export interface GatewayCall {
  method: string;
  params: Record<string, string>;
  bizContent: Record<string, unknown>;
  /** Whether our request's signature verified with our app's public key. */
  signatureValid: boolean;
}

export interface AlipayGateway {
  url: string;
  calls: GatewayCall[];
  /** Refunds that moved money, by out_request_no. */
  refunds: Map<string, { outTradeNo: string; amount: string }>;
  /** The next answers: 'ok' (default), 'fail' (ACQ.SYSTEM_ERROR), 'http500', 'badSign' (forged answer). */
  mode: 'ok' | 'fail' | 'http500' | 'badSign';
  close(): Promise<void>;
}

export async function startAlipayGateway(keys: AlipayKeys): Promise<AlipayGateway> {
  const state = {
    calls: [] as GatewayCall[],
    refunds: new Map<string, { outTradeNo: string; amount: string }>(),
    mode: 'ok' as AlipayGateway['mode'],
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://gateway');
      const params: Record<string, string> = {
        ...Object.fromEntries(url.searchParams),
        ...Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))),
      };
      const signatureValid = createVerify('RSA-SHA256')
        .update(signContent(params, false), 'utf8')
        .verify(keys.app.publicKey, params.sign ?? '', 'base64');
      const bizContent = JSON.parse(params.biz_content ?? '{}') as Record<string, unknown>;
      const method = params.method ?? '';
      state.calls.push({ method, params, bizContent, signatureValid });
      if (state.mode === 'http500') {
        res.writeHead(500).end('oops');
        return;
      }
      const key = `${method.replaceAll('.', '_')}_response`;
      let answer: Record<string, unknown>;
      if (!signatureValid) {
        answer = { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature' };
      } else if (state.mode === 'fail') {
        answer = { code: '20000', msg: 'Service Currently Unavailable', sub_code: 'ACQ.SYSTEM_ERROR' };
      } else if (method === 'alipay.trade.refund') {
        const requestNo = String(bizContent.out_request_no);
        const repeated = state.refunds.has(requestNo);
        if (!repeated)
          state.refunds.set(requestNo, {
            outTradeNo: String(bizContent.out_trade_no),
            amount: String(bizContent.refund_amount),
          });
        answer = {
          code: '10000',
          msg: 'Success',
          out_trade_no: bizContent.out_trade_no,
          trade_no: bizContent.trade_no ?? '2026000000000000000000000001',
          refund_fee: bizContent.refund_amount,
          fund_change: repeated ? 'N' : 'Y',
        };
      } else {
        answer = { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.UNKNOWN' };
      }
      const json = JSON.stringify(answer);
      const signature = rsa2(json, state.mode === 'badSign' ? keys.app.privateKey : keys.alipay.privateKey);
      res
        .writeHead(200, { 'content-type': 'application/json;charset=utf-8' })
        .end(`{"${key}":${json},"sign":"${signature}"}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/gateway.do`,
    get calls() {
      return state.calls;
    },
    refunds: state.refunds,
    get mode() {
      return state.mode;
    },
    set mode(value) {
      state.mode = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

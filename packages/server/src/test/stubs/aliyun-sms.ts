// A stub of Aliyun's SMS API (dysmsapi, SendSms 2017-05-25) on 127.0.0.1 that checks each request's V3
// signature as Aliyun documents it ("V3版本请求体&签名机制", ACS3-HMAC-SHA256), written from the documentation
// and not from the SDK:
//   CanonicalRequest = Method \n CanonicalURI \n CanonicalQueryString \n CanonicalHeaders \n SignedHeaders
//                      \n HashedRequestPayload
//   CanonicalQueryString: parameters sorted by name, name and value percent-encoded (RFC 3986: space %20,
//   `*` %2A, `~` kept), joined by `&`; CanonicalHeaders: each signed header `name:trimmed value\n`, names
//   lowercase and sorted, and every x-acs-* header present must be signed (with host and content-type);
//   StringToSign = "ACS3-HMAC-SHA256\n" + hex(sha256(CanonicalRequest));
//   Signature = hex(HMAC-SHA256(AccessKeySecret, StringToSign));
//   Authorization: ACS3-HMAC-SHA256 Credential=<AccessKeyId>,SignedHeaders=<names;...>,Signature=<hex>.
// x-acs-content-sha256 must be the body's SHA-256 and x-acs-date within 15 minutes. A bad signature is
// Aliyun's 400 SignatureDoesNotMatch. `mode` picks the answer to a well-signed request: success, the
// gateway's flow control (isv.BUSINESS_LIMIT_CONTROL), or no answer at all (a timeout).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { answerJson, hmac, sameHex, sha256Hex, startStubServer } from './sms-http.ts';

export interface AliyunSendSms {
  phoneNumbers: string;
  signName: string;
  templateCode: string;
  templateParam: string;
}

export interface AliyunSmsStub {
  /** The endpoint for ALIYUN_SMS_ENDPOINT: `http://127.0.0.1:<port>`. */
  readonly endpoint: string;
  mode: 'ok' | 'limit' | 'hang';
  /** Well-signed SendSms requests, in order. */
  readonly sent: AliyunSendSms[];
  /** Requests refused for their signature. */
  readonly refused: string[];
  close(): Promise<void>;
}

const rfc3986 = (text: string): string =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const header = (request: IncomingMessage, name: string): string => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
};

/** Null when the request is signed as documented with this key, else the reason. */
function signatureProblem(
  request: IncomingMessage,
  body: Buffer,
  accessKeyId: string,
  accessKeySecret: string,
  now: number,
): string | null {
  const match = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(
    header(request, 'authorization'),
  );
  if (!match) return 'IncompleteSignature';
  const [, credential = '', signedList = '', signature = ''] = match;
  if (credential !== accessKeyId) return 'InvalidAccessKeyId.NotFound';
  const signed = signedList.split(';');
  const mustSign = Object.keys(request.headers).filter(
    (name) => name.startsWith('x-acs-') || name === 'host' || name === 'content-type',
  );
  if (mustSign.some((name) => !signed.includes(name))) return 'IncompleteSignature';
  if ([...signed].sort().join(';') !== signedList) return 'IncompleteSignature';
  for (const name of ['host', 'x-acs-action', 'x-acs-version', 'x-acs-date', 'x-acs-signature-nonce']) {
    if (!header(request, name)) return `MissingHeader.${name}`;
  }
  if (header(request, 'x-acs-content-sha256') !== sha256Hex(body)) return 'ContentSHA256NotMatch';
  const date = Date.parse(header(request, 'x-acs-date'));
  if (
    !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(header(request, 'x-acs-date')) ||
    Math.abs(now - date) > 15 * 60_000
  ) {
    return 'InvalidTimeStamp.Expired';
  }
  const url = new URL(request.url ?? '/', 'http://stub');
  const query = [...url.searchParams.entries()]
    .map(([name, value]) => [rfc3986(name), rfc3986(value)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalHeaders = signed.map((name) => `${name}:${header(request, name).trim()}\n`).join('');
  const canonicalRequest = [
    request.method ?? '',
    url.pathname,
    query,
    canonicalHeaders,
    signedList,
    header(request, 'x-acs-content-sha256'),
  ].join('\n');
  const stringToSign = `ACS3-HMAC-SHA256\n${sha256Hex(canonicalRequest)}`;
  const expected = hmac(accessKeySecret, stringToSign).toString('hex');
  return sameHex(expected, signature) ? null : 'SignatureDoesNotMatch';
}

export async function startAliyunSmsStub(credentials: {
  accessKeyId: string;
  accessKeySecret: string;
}): Promise<AliyunSmsStub> {
  const sent: AliyunSendSms[] = [];
  const refused: string[] = [];
  const stub: { mode: AliyunSmsStub['mode'] } = { mode: 'ok' };
  const server = await startStubServer((request, body, response) => {
    const requestId = randomUUID().toUpperCase();
    const problem = signatureProblem(
      request,
      body,
      credentials.accessKeyId,
      credentials.accessKeySecret,
      Date.now(),
    );
    if (problem) {
      refused.push(problem);
      answerJson(response, 400, {
        RequestId: requestId,
        HostId: 'dysmsapi.aliyuncs.com',
        Code: problem,
        Message: 'Specified signature does not match our calculation.',
      });
      return;
    }
    const query = new URL(request.url ?? '/', 'http://stub').searchParams;
    if (header(request, 'x-acs-action') !== 'SendSms' || header(request, 'x-acs-version') !== '2017-05-25') {
      answerJson(response, 404, {
        RequestId: requestId,
        Code: 'InvalidAction.NotFound',
        Message: 'no such action',
      });
      return;
    }
    const message: AliyunSendSms = {
      phoneNumbers: query.get('PhoneNumbers') ?? '',
      signName: query.get('SignName') ?? '',
      templateCode: query.get('TemplateCode') ?? '',
      templateParam: query.get('TemplateParam') ?? '',
    };
    if (stub.mode === 'hang') return; // no answer: the client's timeout decides
    if (stub.mode === 'limit') {
      answerJson(response, 200, {
        RequestId: requestId,
        Code: 'isv.BUSINESS_LIMIT_CONTROL',
        Message: '触发天级流控Permits:10',
      });
      return;
    }
    sent.push(message);
    answerJson(response, 200, { RequestId: requestId, Code: 'OK', Message: 'OK', BizId: `${Date.now()}^0` });
  });
  return {
    endpoint: `http://${server.host}`,
    get mode() {
      return stub.mode;
    },
    set mode(mode) {
      stub.mode = mode;
    },
    sent,
    refused,
    close: () => server.close(),
  };
}

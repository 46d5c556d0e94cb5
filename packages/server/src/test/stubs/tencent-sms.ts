// A stub of Tencent Cloud's SMS API (sms, SendSms 2021-01-11) on 127.0.0.1 that checks each request's
// TC3-HMAC-SHA256 signature as Tencent documents it ("签名方法 v3"), written from the documentation and not
// from the SDK:
//   CanonicalRequest = Method \n CanonicalURI \n CanonicalQueryString \n CanonicalHeaders \n SignedHeaders
//                      \n hex(sha256(payload))
//   CanonicalHeaders: at least content-type and host, each `key:value\n` with key and value lowercase and
//   trimmed; StringToSign = "TC3-HMAC-SHA256\n" + X-TC-Timestamp + "\n" + <date>/<service>/tc3_request
//   + "\n" + hex(sha256(CanonicalRequest)); SecretDate = HMAC("TC3" + SecretKey, date), SecretService =
//   HMAC(SecretDate, service), SecretSigning = HMAC(SecretService, "tc3_request"), Signature =
//   hex(HMAC(SecretSigning, StringToSign)); the date is the UTC day of the timestamp, the service `sms`,
//   and the timestamp within 5 minutes.
// The host signed is the host name: the SDK leaves the port out, and a real endpoint has none (clients
// reach this stub through `loopbackAgent`, keeping the real host name `sms.tencentcloudapi.com`). A bad
// signature is Tencent's AuthFailure.SignatureFailure. `mode` picks the answer to a well-signed request:
// success, a per-number refusal in SendStatusSet (LimitExceeded.PhoneNumberDailyLimit), a request-level
// error (Response.Error LimitExceeded), or no answer (a timeout).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { answerJson, hmac, sameHex, sha256Hex, startStubServer } from './sms-http.ts';

export interface TencentSendSms {
  PhoneNumberSet: string[];
  SmsSdkAppId: string;
  SignName: string;
  TemplateId: string;
  TemplateParamSet: string[];
}

export interface TencentSmsStub {
  /** The endpoint for TENCENT_SMS_ENDPOINT: `http://sms.tencentcloudapi.com:<port>` (with loopbackAgent). */
  readonly endpoint: string;
  mode: 'ok' | 'limit' | 'error' | 'hang';
  readonly sent: TencentSendSms[];
  readonly refused: string[];
  close(): Promise<void>;
}

const header = (request: IncomingMessage, name: string): string => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
};

function signatureProblem(
  request: IncomingMessage,
  body: Buffer,
  secretId: string,
  secretKey: string,
  now: number,
): string | null {
  const match =
    /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d\d-\d\d)\/([a-z0-9]+)\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
      header(request, 'authorization'),
    );
  if (!match) return 'AuthFailure.SignatureFailure';
  const [, id = '', date = '', service = '', signedList = '', signature = ''] = match;
  if (id !== secretId) return 'AuthFailure.SecretIdNotFound';
  const timestamp = Number(header(request, 'x-tc-timestamp'));
  if (!Number.isInteger(timestamp) || Math.abs(now / 1000 - timestamp) > 300)
    return 'AuthFailure.SignatureExpire';
  if (new Date(timestamp * 1000).toISOString().slice(0, 10) !== date) return 'AuthFailure.SignatureFailure';
  if (service !== 'sms') return 'AuthFailure.InvalidAuthorization';
  const signed = signedList.split(';');
  if (!signed.includes('content-type') || !signed.includes('host')) return 'AuthFailure.SignatureFailure';
  const valueOf = (name: string): string =>
    (name === 'host' ? header(request, 'host').replace(/:\d+$/, '') : header(request, name))
      .trim()
      .toLowerCase();
  const canonicalHeaders = signed.map((name) => `${name}:${valueOf(name)}\n`).join('');
  const url = new URL(request.url ?? '/', 'http://stub');
  const canonicalRequest = [
    request.method ?? '',
    url.pathname,
    url.search.slice(1),
    canonicalHeaders,
    signedList,
    sha256Hex(body),
  ].join('\n');
  const scope = `${date}/${service}/tc3_request`;
  const stringToSign = `TC3-HMAC-SHA256\n${timestamp}\n${scope}\n${sha256Hex(canonicalRequest)}`;
  const secretDate = hmac(`TC3${secretKey}`, date);
  const secretService = hmac(secretDate, service);
  const secretSigning = hmac(secretService, 'tc3_request');
  const expected = hmac(secretSigning, stringToSign).toString('hex');
  return sameHex(expected, signature) ? null : 'AuthFailure.SignatureFailure';
}

export async function startTencentSmsStub(credentials: {
  secretId: string;
  secretKey: string;
}): Promise<TencentSmsStub> {
  const sent: TencentSendSms[] = [];
  const refused: string[] = [];
  const stub: { mode: TencentSmsStub['mode'] } = { mode: 'ok' };
  const server = await startStubServer((request, body, response) => {
    const RequestId = randomUUID();
    const problem = signatureProblem(request, body, credentials.secretId, credentials.secretKey, Date.now());
    if (problem) {
      refused.push(problem);
      answerJson(response, 200, {
        Response: {
          Error: { Code: problem, Message: 'The provided credentials could not be validated.' },
          RequestId,
        },
      });
      return;
    }
    if (header(request, 'x-tc-action') !== 'SendSms' || header(request, 'x-tc-version') !== '2021-01-11') {
      answerJson(response, 200, {
        Response: { Error: { Code: 'InvalidAction', Message: 'no such action' }, RequestId },
      });
      return;
    }
    const message = JSON.parse(body.toString('utf8')) as TencentSendSms;
    if (stub.mode === 'hang') return; // no answer: the client's timeout decides
    if (stub.mode === 'error') {
      answerJson(response, 200, {
        Response: { Error: { Code: 'LimitExceeded', Message: 'request limit exceeded' }, RequestId },
      });
      return;
    }
    const refusedNumber = stub.mode === 'limit';
    if (!refusedNumber) sent.push(message);
    answerJson(response, 200, {
      Response: {
        SendStatusSet: message.PhoneNumberSet.map((PhoneNumber) => ({
          SerialNo: refusedNumber ? '' : randomUUID(),
          PhoneNumber,
          Fee: refusedNumber ? 0 : 1,
          SessionContext: '',
          Code: refusedNumber ? 'LimitExceeded.PhoneNumberDailyLimit' : 'Ok',
          Message: refusedNumber ? '单个手机号日下发短信条数超过设定的上限' : 'send success',
          IsoCode: 'CN',
        })),
        RequestId,
      },
    });
  });
  return {
    endpoint: `http://sms.tencentcloudapi.com:${server.port}`,
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

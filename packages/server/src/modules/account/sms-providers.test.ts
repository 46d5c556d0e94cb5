// The real SMS providers against local stubs that check the request signature as each gateway documents
// it (test/stubs/aliyun-sms.ts: ACS3-HMAC-SHA256; tencent-sms.ts: TC3-HMAC-SHA256), with credentials made
// at test time: success, the gateway's refusal, a timeout, a wrong secret; no log line carries the code in
// any of them. Then the choice of a provider by the environment (smsProviderFromEnv, smsEnvProblems).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { startAliyunSmsStub, type AliyunSmsStub } from '../../test/stubs/aliyun-sms.ts';
import { loopbackAgent } from '../../test/stubs/sms-http.ts';
import { startTencentSmsStub, type TencentSmsStub } from '../../test/stubs/tencent-sms.ts';
import { DevSmsProvider, SmsSendError, type SmsMessage, type SmsProvider } from './sms.ts';
import {
  AliyunSmsProvider,
  parseEndpoint,
  smsEnvProblems,
  smsProviderFromEnv,
  TencentSmsProvider,
} from './sms-providers.ts';

/** A logger that keeps every call's arguments as text. */
function recordingLogger(): FastifyBaseLogger & { lines: string[] } {
  const lines: string[] = [];
  const record =
    (level: string) =>
    (...args: unknown[]) => {
      lines.push(
        `${level} ${args
          .map((a) =>
            a instanceof Error ? `${a.name} ${a.message} ${JSON.stringify(a)}` : JSON.stringify(a),
          )
          .join(' ')}`,
      );
    };
  const logger = {
    lines,
    level: 'trace',
    trace: record('trace'),
    debug: record('debug'),
    info: record('info'),
    warn: record('warn'),
    error: record('error'),
    fatal: record('fatal'),
    silent: () => {},
    child: () => logger,
  };
  return logger as unknown as FastifyBaseLogger & { lines: string[] };
}

const secret = () => randomBytes(18).toString('base64url');
const TIMEOUT_MS = 400;
let codeSeed = 100_000;
/** A fresh code, distinct in every test, so finding it in a log means it was logged. */
const message = (mobile = '13912345678'): SmsMessage => ({
  mobile,
  purpose: 'login',
  code: String((codeSeed += 7919)).padStart(6, '0'),
  sentAt: Date.now(),
});

async function sendFails(
  provider: SmsProvider,
  sms: SmsMessage,
  log: FastifyBaseLogger,
): Promise<SmsSendError> {
  const error = await provider.send(sms, log).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SmsSendError);
  return error as SmsSendError;
}

function expectNoCode(log: { lines: string[] }, error: Error | null, code: string): void {
  for (const line of log.lines) expect(line).not.toContain(code);
  if (error) {
    expect(error.message).not.toContain(code);
    expect(JSON.stringify(error)).not.toContain(code);
    expect(String(error.stack)).not.toContain(code);
  }
}

describe('Aliyun SMS provider', () => {
  const accessKeyId = `LTAI${secret()}`;
  const accessKeySecret = secret();
  let stub: AliyunSmsStub;
  let provider: AliyunSmsProvider;

  beforeAll(async () => {
    stub = await startAliyunSmsStub({ accessKeyId, accessKeySecret });
    const endpoint = parseEndpoint(stub.endpoint);
    if (!endpoint) throw new Error('bad stub endpoint');
    provider = new AliyunSmsProvider(
      { accessKeyId, accessKeySecret, signName: '商城', templateCode: 'SMS_123456789', endpoint },
      { timeoutMs: TIMEOUT_MS },
    );
  });
  afterAll(() => stub?.close());

  it('sends SendSms signed ACS3-HMAC-SHA256, with the template and the code as its parameter', async () => {
    stub.mode = 'ok';
    const log = recordingLogger();
    const sms = message();
    await provider.send(sms, log);
    expect(stub.refused).toEqual([]);
    expect(stub.sent.at(-1)).toEqual({
      phoneNumbers: sms.mobile,
      signName: '商城',
      templateCode: 'SMS_123456789',
      templateParam: JSON.stringify({ code: sms.code }),
    });
    expectNoCode(log, null, sms.code);
  });

  it("throws the gateway's refusal with its code, and logs it without the code", async () => {
    stub.mode = 'limit';
    const log = recordingLogger();
    const sms = message();
    const error = await sendFails(provider, sms, log);
    expect(error).toMatchObject({
      provider: 'aliyun',
      failure: 'rejected',
      providerCode: 'isv.BUSINESS_LIMIT_CONTROL',
    });
    expect(error.requestId).toMatch(/^[0-9A-F-]{36}$/);
    expect(log.lines.join('\n')).toContain('isv.BUSINESS_LIMIT_CONTROL');
    expectNoCode(log, error, sms.code);
  });

  it('gives up after its timeout, without the URL (which carries the code) in the error or the log', async () => {
    stub.mode = 'hang';
    const log = recordingLogger();
    const sms = message();
    const started = Date.now();
    const error = await sendFails(provider, sms, log);
    expect(error).toMatchObject({ provider: 'aliyun', failure: 'timeout' });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 3000);
    expectNoCode(log, error, sms.code);
  });

  it('is refused by the stub when signed with another secret (the stub checks the signature)', async () => {
    stub.mode = 'ok';
    const endpoint = parseEndpoint(stub.endpoint);
    if (!endpoint) throw new Error('bad stub endpoint');
    const forged = new AliyunSmsProvider(
      { accessKeyId, accessKeySecret: secret(), signName: '商城', templateCode: 'SMS_1', endpoint },
      { timeoutMs: TIMEOUT_MS },
    );
    const log = recordingLogger();
    const sms = message();
    const error = await sendFails(forged, sms, log);
    expect(error).toMatchObject({ failure: 'rejected', providerCode: 'SignatureDoesNotMatch' });
    expect(stub.refused.at(-1)).toBe('SignatureDoesNotMatch');
    expectNoCode(log, error, sms.code);
  });
});

describe('Tencent Cloud SMS provider', () => {
  const secretId = `AKID${secret()}`;
  const secretKey = secret();
  let stub: TencentSmsStub;
  let provider: TencentSmsProvider;
  const agent = loopbackAgent();
  const config = (key: string) => {
    const endpoint = parseEndpoint(stub.endpoint);
    if (!endpoint) throw new Error('bad stub endpoint');
    return {
      secretId,
      secretKey: key,
      sdkAppId: '1400000000',
      signName: '商城',
      templateId: '1234567',
      region: 'ap-guangzhou',
      endpoint,
    };
  };

  beforeAll(async () => {
    stub = await startTencentSmsStub({ secretId, secretKey });
    provider = new TencentSmsProvider(config(secretKey), { timeoutMs: TIMEOUT_MS, agent });
  });
  afterAll(async () => {
    agent.destroy();
    await stub?.close();
  });

  it('sends SendSms signed TC3-HMAC-SHA256 (scope sms), to +86 with the code as the template parameter', async () => {
    stub.mode = 'ok';
    const log = recordingLogger();
    const sms = message();
    await provider.send(sms, log);
    expect(stub.refused).toEqual([]);
    expect(stub.sent.at(-1)).toEqual({
      PhoneNumberSet: [`+86${sms.mobile}`],
      SmsSdkAppId: '1400000000',
      SignName: '商城',
      TemplateId: '1234567',
      TemplateParamSet: [sms.code],
    });
    expectNoCode(log, null, sms.code);
  });

  it("throws a number's refusal in SendStatusSet and a request-level LimitExceeded", async () => {
    for (const [mode, providerCode] of [
      ['limit', 'LimitExceeded.PhoneNumberDailyLimit'],
      ['error', 'LimitExceeded'],
    ] as const) {
      stub.mode = mode;
      const log = recordingLogger();
      const sms = message();
      const error = await sendFails(provider, sms, log);
      expect(error).toMatchObject({ provider: 'tencent', failure: 'rejected', providerCode });
      expect(log.lines.join('\n')).toContain(providerCode);
      expectNoCode(log, error, sms.code);
    }
  });

  it('gives up after its timeout', async () => {
    stub.mode = 'hang';
    const log = recordingLogger();
    const sms = message();
    const error = await sendFails(provider, sms, log);
    expect(error).toMatchObject({ provider: 'tencent', failure: 'timeout' });
    expectNoCode(log, error, sms.code);
  });

  it('is refused by the stub when signed with another secret (the stub checks the signature)', async () => {
    stub.mode = 'ok';
    const forged = new TencentSmsProvider(config(secret()), { timeoutMs: TIMEOUT_MS, agent });
    const log = recordingLogger();
    const sms = message();
    const error = await sendFails(forged, sms, log);
    expect(error).toMatchObject({ failure: 'rejected', providerCode: 'AuthFailure.SignatureFailure' });
    expect(stub.refused.at(-1)).toBe('AuthFailure.SignatureFailure');
    expectNoCode(log, error, sms.code);
  });
});

describe('the SMS provider by the environment', () => {
  const aliyun = {
    MALL_SMS_PROVIDER: 'aliyun',
    ALIYUN_SMS_ACCESS_KEY_ID: 'id',
    ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
    ALIYUN_SMS_SIGN_NAME: 'sign',
    ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
  };
  const tencent = {
    MALL_SMS_PROVIDER: 'tencent',
    TENCENT_SMS_SECRET_ID: 'id',
    TENCENT_SMS_SECRET_KEY: 'key',
    TENCENT_SMS_SDK_APP_ID: '1400000000',
    TENCENT_SMS_SIGN_NAME: 'sign',
    TENCENT_SMS_TEMPLATE_ID: '1',
  };
  const production = { NODE_ENV: 'production' };

  it('is the development provider in the demo by default, and never in production', () => {
    expect(smsEnvProblems({})).toEqual([]);
    expect(smsProviderFromEnv({})).toBeInstanceOf(DevSmsProvider);
    expect(smsProviderFromEnv({ MALL_SMS_PROVIDER: 'dev' })).toBeInstanceOf(DevSmsProvider);
    expect(smsEnvProblems(production)).toEqual([expect.stringMatching(/^MALL_SMS_PROVIDER: required/)]);
    expect(smsEnvProblems({ ...production, MALL_SMS_PROVIDER: 'dev' })).toEqual([
      expect.stringMatching(/^MALL_SMS_PROVIDER: dev .* refused in production/),
    ]);
    expect(() => smsProviderFromEnv(production)).toThrow(/MALL_SMS_PROVIDER/);
    expect(() => smsProviderFromEnv({ ...production, MALL_SMS_PROVIDER: 'dev' })).toThrow(
      /refused in production/,
    );
    expect(smsEnvProblems({ MALL_SMS_PROVIDER: 'twilio' })).toEqual([
      expect.stringMatching(/^MALL_SMS_PROVIDER: "twilio" is not/),
    ]);
  });

  it('builds Aliyun or Tencent from their variables, and names each one missing', () => {
    expect(smsEnvProblems({ ...production, ...aliyun })).toEqual([]);
    expect(smsProviderFromEnv({ ...production, ...aliyun })).toBeInstanceOf(AliyunSmsProvider);
    expect(smsProviderFromEnv({ ...production, ...tencent })).toBeInstanceOf(TencentSmsProvider);
    expect(smsEnvProblems({ MALL_SMS_PROVIDER: 'aliyun', ALIYUN_SMS_ACCESS_KEY_ID: 'id' })).toEqual([
      'ALIYUN_SMS_ACCESS_KEY_SECRET: required when MALL_SMS_PROVIDER=aliyun',
      'ALIYUN_SMS_SIGN_NAME: required when MALL_SMS_PROVIDER=aliyun',
      'ALIYUN_SMS_TEMPLATE_CODE: required when MALL_SMS_PROVIDER=aliyun',
    ]);
    expect(smsEnvProblems({ ...tencent, TENCENT_SMS_SECRET_KEY: ' ' })).toEqual([
      'TENCENT_SMS_SECRET_KEY: required when MALL_SMS_PROVIDER=tencent',
    ]);
    expect(() => smsProviderFromEnv({ MALL_SMS_PROVIDER: 'tencent' })).toThrow(/TENCENT_SMS_SECRET_ID/);
  });

  it('takes an endpoint as a host or an origin, and only https in production', () => {
    expect(parseEndpoint('dysmsapi.aliyuncs.com')).toEqual({
      protocol: 'https',
      host: 'dysmsapi.aliyuncs.com',
    });
    expect(parseEndpoint('http://127.0.0.1:8080')).toEqual({ protocol: 'http', host: '127.0.0.1:8080' });
    expect(parseEndpoint('ftp://x')).toBeNull();
    expect(parseEndpoint('https://x/path')).toBeNull();
    expect(smsEnvProblems({ ...aliyun, ALIYUN_SMS_ENDPOINT: 'http://127.0.0.1:1' })).toEqual([]);
    expect(smsEnvProblems({ ...production, ...aliyun, ALIYUN_SMS_ENDPOINT: 'http://127.0.0.1:1' })).toEqual([
      'ALIYUN_SMS_ENDPOINT: must be https in production',
    ]);
    expect(smsEnvProblems({ ...tencent, TENCENT_SMS_ENDPOINT: 'https://x/y' })).toEqual([
      'TENCENT_SMS_ENDPOINT: not a host name or an http(s) origin',
    ]);
  });
});

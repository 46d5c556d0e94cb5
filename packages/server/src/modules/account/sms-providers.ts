// The real SMS gateways behind `SmsProvider` (sms.ts) and the choice among them (decisions/0031):
// - Aliyun (阿里云短信, @alicloud/dysmsapi20170525): SendSms with PhoneNumbers, SignName, TemplateCode and
//   TemplateParam {"code":"123456"}; the SDK signs with ACS3-HMAC-SHA256 (the V3 signature); Code "OK" is
//   success, any other code a refusal.
// - Tencent Cloud (腾讯云短信, tencentcloud-sdk-nodejs-sms, API 2021-01-11): SendSms with PhoneNumberSet
//   ["+86..."], SmsSdkAppId, SignName, TemplateId, TemplateParamSet ["123456"]; signed TC3-HMAC-SHA256;
//   SendStatusSet[0].Code "Ok" is success.
// `smsProviderFromEnv` picks one by MALL_SMS_PROVIDER (aliyun | tencent | dev; dev, the default in the demo,
// is refused in production); `smsEnvProblems` names what is missing or wrong. Neither provider retries (a
// retried send can deliver two texts) and neither lets an SDK message through: those can carry the request
// URL, and Aliyun's URL carries the code (SmsSendError, sms.ts).
import type { Agent } from 'node:http';
import { onDemand } from '../../lib/sdk.ts';
import type * as Dysmsapi from '@alicloud/dysmsapi20170525';
import type { FastifyBaseLogger } from 'fastify';
import type * as TencentSms from 'tencentcloud-sdk-nodejs-sms';
import { isProduction } from '../../lib/env.ts';
import { DevSmsProvider, SmsSendError, type SmsMessage, type SmsProvider } from './sms.ts';

// CommonJS packages, loaded as such so the class is the one their types describe (an ESM default import
// of dysmsapi is its whole exports object, not its `default` class), and only by the provider that needs
// them (the demo loads neither; lib/sdk.ts).
const dysmsapi = onDemand<typeof Dysmsapi>('@alicloud/dysmsapi20170525');
const tencentSms = onDemand<typeof TencentSms>('tencentcloud-sdk-nodejs-sms');

/** How long a provider waits for the gateway before the send counts as failed (no retry follows). */
export const SMS_SEND_TIMEOUT_MS = 5000;

export const ALIYUN_SMS_DEFAULT_ENDPOINT = 'dysmsapi.aliyuncs.com';
export const TENCENT_SMS_DEFAULT_ENDPOINT = 'sms.tencentcloudapi.com';
export const TENCENT_SMS_DEFAULT_REGION = 'ap-guangzhou';

export interface ProviderOptions {
  /** Default SMS_SEND_TIMEOUT_MS. */
  timeoutMs?: number;
  /**
   * The HTTP agent of the Tencent client (e.g. a proxy's, or a test's that routes the real host name to
   * a local stub: the TC3 scope names the service after the host's first label, `sms`).
   */
  agent?: Agent;
}

/** An endpoint variable: a host (`dysmsapi.aliyuncs.com`, HTTPS) or an origin (`http://127.0.0.1:8080`). */
export interface Endpoint {
  protocol: 'http' | 'https';
  /** Host name with the port, if any. */
  host: string;
}

export function parseEndpoint(value: string): Endpoint | null {
  const text = value.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash || url.username) return null;
    return { protocol: url.protocol === 'http:' ? 'http' : 'https', host: url.host };
  } catch {
    return null;
  }
}

/** The six digits, scrubbed out of a text we did not write (a gateway's message). */
function scrub(text: string | undefined, code: string): string | undefined {
  return text === undefined ? undefined : text.split(code).join('******');
}

function isTimeout(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /timeout/i.test(error.name) || /timeout/i.test(error.message);
}

function logFailure(log: FastifyBaseLogger, error: SmsSendError, message: SmsMessage, detail?: string): void {
  log.warn(
    {
      sms: {
        provider: error.provider,
        failure: error.failure,
        providerCode: error.providerCode,
        requestId: error.requestId,
        purpose: message.purpose,
        detail: scrub(detail, message.code),
      },
    },
    'SMS not sent',
  );
}

// --- Aliyun ------------------------------------------------------------------------------------------

export interface AliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  endpoint: Endpoint;
}

/** What an SDK error (AlibabaCloudError, or a Node network error) may carry that is safe to keep. */
interface AliyunError {
  statusCode?: unknown;
  code?: unknown;
  requestId?: unknown;
}

export class AliyunSmsProvider implements SmsProvider {
  readonly name = 'aliyun';
  private readonly client: InstanceType<typeof Dysmsapi.default>;

  constructor(
    private readonly config: AliyunSmsConfig,
    options: ProviderOptions = {},
  ) {
    const timeout = options.timeoutMs ?? SMS_SEND_TIMEOUT_MS;
    // The SDK's Config class is a plain model: the client only reads these fields.
    const clientConfig = {
      accessKeyId: config.accessKeyId,
      accessKeySecret: config.accessKeySecret,
      endpoint: config.endpoint.host,
      protocol: config.endpoint.protocol,
      readTimeout: timeout,
      connectTimeout: timeout,
    } as ConstructorParameters<typeof Dysmsapi.default>[0];
    this.client = new (dysmsapi().default)(clientConfig);
  }

  async send(message: SmsMessage, log: FastifyBaseLogger): Promise<void> {
    const request = new (dysmsapi().SendSmsRequest)({
      phoneNumbers: message.mobile,
      signName: this.config.signName,
      templateCode: this.config.templateCode,
      templateParam: JSON.stringify({ code: message.code }),
    });
    let body: { code?: string; message?: string; requestId?: string } | undefined;
    try {
      body = (await this.client.sendSms(request)).body;
    } catch (caught) {
      const { statusCode, code, requestId } = (caught ?? {}) as AliyunError;
      const error = isTimeout(caught)
        ? new SmsSendError(this.name, 'timeout')
        : new SmsSendError(
            this.name,
            // The gateway answered with an error status: a refusal; anything else: the call failed.
            typeof statusCode === 'number' ? 'rejected' : 'failed',
            typeof code === 'string' && code ? code : undefined,
            typeof requestId === 'string' && requestId ? requestId : undefined,
          );
      logFailure(log, error, message);
      throw error;
    }
    if (body?.code !== 'OK') {
      const error = new SmsSendError(this.name, 'rejected', body?.code ?? 'NoCode', body?.requestId);
      logFailure(log, error, message, body?.message);
      throw error;
    }
  }
}

// --- Tencent Cloud -----------------------------------------------------------------------------------

export interface TencentSmsConfig {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  templateId: string;
  region: string;
  endpoint: Endpoint;
}

interface TencentError {
  code?: unknown;
  requestId?: unknown;
}

export class TencentSmsProvider implements SmsProvider {
  readonly name = 'tencent';
  private readonly client: InstanceType<typeof TencentSms.sms.v20210111.Client>;

  constructor(
    private readonly config: TencentSmsConfig,
    options: ProviderOptions = {},
  ) {
    this.client = new (tencentSms().sms.v20210111.Client)({
      credential: { secretId: config.secretId, secretKey: config.secretKey },
      region: config.region,
      profile: {
        signMethod: 'TC3-HMAC-SHA256',
        httpProfile: {
          endpoint: config.endpoint.host,
          protocol: `${config.endpoint.protocol}://`,
          reqMethod: 'POST',
          reqTimeout: (options.timeoutMs ?? SMS_SEND_TIMEOUT_MS) / 1000,
          ...(options.agent ? { agent: options.agent } : {}),
        },
      },
    });
  }

  async send(message: SmsMessage, log: FastifyBaseLogger): Promise<void> {
    let status: { Code?: string; Message?: string } | undefined;
    let requestId: string | undefined;
    try {
      const answer = await this.client.SendSms({
        PhoneNumberSet: [`+86${message.mobile}`],
        SmsSdkAppId: this.config.sdkAppId,
        SignName: this.config.signName,
        TemplateId: this.config.templateId,
        TemplateParamSet: [message.code],
      });
      status = answer.SendStatusSet?.[0];
      requestId = answer.RequestId;
    } catch (caught) {
      const { code, requestId: id } = (caught ?? {}) as TencentError;
      const error =
        typeof code === 'string' && code
          ? new SmsSendError(this.name, 'rejected', code, typeof id === 'string' && id ? id : undefined)
          : new SmsSendError(this.name, isTimeout(caught) ? 'timeout' : 'failed');
      logFailure(log, error, message);
      throw error;
    }
    if (status?.Code !== 'Ok') {
      const error = new SmsSendError(this.name, 'rejected', status?.Code ?? 'NoStatus', requestId);
      logFailure(log, error, message, status?.Message);
      throw error;
    }
  }
}

// --- Choice by the environment -----------------------------------------------------------------------

export type SmsProviderName = 'aliyun' | 'tencent' | 'dev';

/** The variables each real provider needs (MALL_SMS_PROVIDER chooses the provider). */
export const SMS_PROVIDER_VARIABLES = {
  aliyun: [
    'ALIYUN_SMS_ACCESS_KEY_ID',
    'ALIYUN_SMS_ACCESS_KEY_SECRET',
    'ALIYUN_SMS_SIGN_NAME',
    'ALIYUN_SMS_TEMPLATE_CODE',
  ],
  tencent: [
    'TENCENT_SMS_SECRET_ID',
    'TENCENT_SMS_SECRET_KEY',
    'TENCENT_SMS_SDK_APP_ID',
    'TENCENT_SMS_SIGN_NAME',
    'TENCENT_SMS_TEMPLATE_ID',
  ],
} as const satisfies Record<Exclude<SmsProviderName, 'dev'>, readonly string[]>;
const ENDPOINT_VARIABLE = { aliyun: 'ALIYUN_SMS_ENDPOINT', tencent: 'TENCENT_SMS_ENDPOINT' } as const;

const value = (env: NodeJS.ProcessEnv, name: string): string => env[name]?.trim() ?? '';

function endpointFrom(env: NodeJS.ProcessEnv, name: string, fallback: string): Endpoint {
  const endpoint = parseEndpoint(value(env, name) || fallback);
  if (!endpoint) throw new Error(`${name}: not a host name or an http(s) origin`);
  return endpoint;
}

/** MALL_SMS_PROVIDER, or dev outside production when it is unset; null when unset in production or unknown. */
function chosenProvider(env: NodeJS.ProcessEnv): SmsProviderName | null {
  const chosen = value(env, 'MALL_SMS_PROVIDER');
  if (!chosen) return isProduction(env) ? null : 'dev';
  return chosen === 'aliyun' || chosen === 'tencent' || chosen === 'dev' ? chosen : null;
}

/**
 * What keeps the SMS configuration from working, one line per problem, each starting with the variable's
 * name; empty when it is usable. Production needs MALL_SMS_PROVIDER aliyun or tencent (never dev, which
 * would print codes to the log), all of that provider's variables, and an https endpoint.
 */
export function smsEnvProblems(env: NodeJS.ProcessEnv = process.env): string[] {
  const chosen = chosenProvider(env);
  const production = isProduction(env);
  if (chosen === null) {
    return [
      value(env, 'MALL_SMS_PROVIDER')
        ? `MALL_SMS_PROVIDER: "${value(env, 'MALL_SMS_PROVIDER')}" is not aliyun, tencent or dev`
        : 'MALL_SMS_PROVIDER: required in production (aliyun or tencent)',
    ];
  }
  if (chosen === 'dev') {
    return production
      ? ['MALL_SMS_PROVIDER: dev prints codes to the log and is refused in production (aliyun or tencent)']
      : [];
  }
  const problems = SMS_PROVIDER_VARIABLES[chosen]
    .filter((name) => !value(env, name))
    .map((name) => `${name}: required when MALL_SMS_PROVIDER=${chosen}`);
  const endpointName = ENDPOINT_VARIABLE[chosen];
  const endpointText = value(env, endpointName);
  if (endpointText) {
    const endpoint = parseEndpoint(endpointText);
    if (!endpoint) problems.push(`${endpointName}: not a host name or an http(s) origin`);
    else if (production && endpoint.protocol !== 'https') {
      problems.push(`${endpointName}: must be https in production`);
    }
  }
  return problems;
}

/**
 * The SMS provider the environment asks for; throws (naming every problem) when it is misconfigured, so a
 * server never starts with a provider that cannot send, nor with the development one in production.
 */
export function smsProviderFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  options: ProviderOptions = {},
): SmsProvider {
  const problems = smsEnvProblems(env);
  if (problems.length > 0) throw new Error(`SMS configuration: ${problems.join('; ')}`);
  const chosen = chosenProvider(env);
  if (chosen === 'aliyun') {
    return new AliyunSmsProvider(
      {
        accessKeyId: value(env, 'ALIYUN_SMS_ACCESS_KEY_ID'),
        accessKeySecret: value(env, 'ALIYUN_SMS_ACCESS_KEY_SECRET'),
        signName: value(env, 'ALIYUN_SMS_SIGN_NAME'),
        templateCode: value(env, 'ALIYUN_SMS_TEMPLATE_CODE'),
        endpoint: endpointFrom(env, 'ALIYUN_SMS_ENDPOINT', ALIYUN_SMS_DEFAULT_ENDPOINT),
      },
      options,
    );
  }
  if (chosen === 'tencent') {
    return new TencentSmsProvider(
      {
        secretId: value(env, 'TENCENT_SMS_SECRET_ID'),
        secretKey: value(env, 'TENCENT_SMS_SECRET_KEY'),
        sdkAppId: value(env, 'TENCENT_SMS_SDK_APP_ID'),
        signName: value(env, 'TENCENT_SMS_SIGN_NAME'),
        templateId: value(env, 'TENCENT_SMS_TEMPLATE_ID'),
        region: value(env, 'TENCENT_SMS_REGION') || TENCENT_SMS_DEFAULT_REGION,
        endpoint: endpointFrom(env, 'TENCENT_SMS_ENDPOINT', TENCENT_SMS_DEFAULT_ENDPOINT),
      },
      options,
    );
  }
  return new DevSmsProvider();
}

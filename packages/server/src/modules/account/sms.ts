// SMS: the provider interface, the error a failed send throws, and the development provider (demo only:
// it prints each code to the server log and keeps the latest per mobile for GET /dev/sms/latest). The real
// gateways, Aliyun and Tencent Cloud, and the choice among them by MALL_SMS_PROVIDER are in
// sms-providers.ts (decisions/0031). A real provider never puts the code in an error or a log line.
import type { FastifyBaseLogger } from 'fastify';

export type SmsPurpose = 'register' | 'login' | 'reset';

export interface SmsMessage {
  mobile: string;
  purpose: SmsPurpose;
  code: string;
  /** Epoch milliseconds of the server clock. */
  sentAt: number;
}

export interface SmsProvider {
  /** 'dev', 'aliyun' or 'tencent' (logs, MALL_SMS_PROVIDER). */
  readonly name: string;
  /** Resolves once the gateway accepted the text; throws an SmsSendError otherwise. */
  send(message: SmsMessage, log: FastifyBaseLogger): Promise<void>;
}

/** Why a text was not sent: refused by the gateway, no answer in time, or the call itself failed. */
export type SmsFailure = 'rejected' | 'timeout' | 'failed';

/**
 * A failed send. Its message and fields are safe to log: the provider's error code, its request id and
 * our own words, never the SDK's message (which can carry the request URL, and so the code).
 */
export class SmsSendError extends Error {
  constructor(
    readonly provider: string,
    readonly failure: SmsFailure,
    /** The gateway's error code, e.g. isv.BUSINESS_LIMIT_CONTROL or LimitExceeded.PhoneNumberDailyLimit. */
    readonly providerCode?: string,
    readonly requestId?: string,
  ) {
    super(`${provider} SMS ${failure}${providerCode ? `: ${providerCode}` : ''}`);
    this.name = 'SmsSendError';
  }
}

/** The development provider: no text leaves the machine. Refused in production (sms-providers.ts). */
export class DevSmsProvider implements SmsProvider {
  readonly name = 'dev';
  private readonly latestByMobile = new Map<string, SmsMessage>();

  async send(message: SmsMessage, log: FastifyBaseLogger): Promise<void> {
    this.latestByMobile.set(message.mobile, message);
    log.info(
      { mobile: message.mobile, purpose: message.purpose },
      `[dev sms] ${message.purpose} code for ${message.mobile}: ${message.code}`,
    );
  }

  latest(mobile: string): SmsMessage | undefined {
    return this.latestByMobile.get(mobile);
  }
}

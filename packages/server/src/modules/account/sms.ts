// SMS: a provider interface (a real gateway implements `send`) and the development provider, which
// prints each code to the server log and keeps the latest per mobile for GET /dev/sms/latest.
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
  send(message: SmsMessage, log: FastifyBaseLogger): Promise<void>;
}

export class DevSmsProvider implements SmsProvider {
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

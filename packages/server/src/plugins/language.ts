// The request's language: `en`, `en-US` and the like mean English, anything else Chinese (domain's
// localeFromAcceptLanguage). `request.locale` and `request.t(descriptor)` are computed on use, so they
// also work in the error and not-found handlers, before any hook ran.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MessageDescriptor } from '@lingui/core';
import { localeFromAcceptLanguage, type Locale } from '@mall/domain';
import { translate } from '../i18n.ts';

declare module 'fastify' {
  interface FastifyRequest {
    readonly locale: Locale;
    /** The descriptor's text in the request's language. */
    t(descriptor: MessageDescriptor | string, values?: Record<string, unknown>): string;
  }
}

export function installLanguage(app: FastifyInstance): void {
  app.decorateRequest('locale', {
    getter(this: FastifyRequest) {
      return localeFromAcceptLanguage(this.headers['accept-language']);
    },
  });
  app.decorateRequest(
    't',
    function t(
      this: FastifyRequest,
      descriptor: MessageDescriptor | string,
      values?: Record<string, unknown>,
    ) {
      return translate(this.locale, descriptor, values);
    },
  );
}

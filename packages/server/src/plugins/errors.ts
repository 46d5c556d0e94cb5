// The contract's replies for everything that is not a success (docs/api.md):
//   400  a business error or a malformed request: plain text in the request's language
//   401  no valid token on a /p/ path (or /merchant/, /platform/)
//   403  a platform account whose role may not call the route (modules/platform/auth.ts `requireRole`)
//   404  a platform route's missing target named by id (NotFoundError), with its translated text and
//        its message id in the x-message-id header, as a 400 (decisions/0105)
//   404, 413, 415  Fastify's own errors, as plain translated text instead of its JSON
//   500  anything else: logged with its stack, answered with a generic translated text, no internals
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MessageDescriptor } from '@lingui/core';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGE_ID_HEADER, messages } from '@mall/domain';
import { hasMessage } from '../i18n.ts';

/** A rule of the business was broken: 400 with the descriptor's text in the request's language. */
export class BusinessError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly descriptor: MessageDescriptor,
    readonly values?: Record<string, unknown>,
  ) {
    super(descriptor.message ?? descriptor.id);
    this.name = 'BusinessError';
  }
}

/** No valid token: 401. The client opens its login popup; the text is for logs and curl users. */
export class UnauthorizedError extends Error {
  readonly statusCode = 401;
  constructor(readonly descriptor: MessageDescriptor = messages.tokenInvalid) {
    super(descriptor.message ?? descriptor.id);
    this.name = 'UnauthorizedError';
  }
}

/** Signed in, but this account may not do this (a platform role, decisions/0050): 403 with the text. */
export class ForbiddenError extends Error {
  readonly statusCode = 403;
  constructor(readonly descriptor: MessageDescriptor) {
    super(descriptor.message ?? descriptor.id);
    this.name = 'ForbiddenError';
  }
}

/**
 * The target a platform route names by id does not exist (a member, a notice, a coupon, ...): 404 with
 * the text and its message id (decisions/0105). A referenced id that is not the target (a category's
 * parent, a banner's product) is an input refusal: a BusinessError.
 */
export class NotFoundError extends Error {
  readonly statusCode = 404;
  constructor(readonly descriptor: MessageDescriptor) {
    super(descriptor.message ?? descriptor.id);
    this.name = 'NotFoundError';
  }
}

export function sendText(reply: FastifyReply, status: number, text: string): FastifyReply {
  return reply.code(status).type('text/plain; charset=utf-8').send(text);
}

/**
 * A 400 refusal (or, with `status` 404, a missing target's): its translated text, and its message id in
 * domain's MESSAGE_ID_HEADER (decisions/0096, 0105).
 */
export function sendRefusal(
  request: FastifyRequest,
  reply: FastifyReply,
  descriptor: MessageDescriptor,
  values?: Record<string, unknown>,
  status: 400 | 404 = 400,
): FastifyReply {
  reply.header(MESSAGE_ID_HEADER, descriptor.id);
  return sendText(reply, status, request.t(descriptor, values));
}

/** The message of a validation failure: a domain rule's when the schema carries one. */
function validationMessage(error: FastifyError): MessageDescriptor {
  if (hasZodFastifySchemaValidationErrors(error)) {
    for (const issue of error.validation) {
      if (issue.message && hasMessage(issue.message)) return { id: issue.message };
    }
  }
  return messages.malformedRequest;
}

export function installErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof BusinessError) return sendRefusal(request, reply, error.descriptor, error.values);
    if (error instanceof UnauthorizedError) {
      return sendText(reply, 401, request.t(error.descriptor));
    }
    if (error instanceof ForbiddenError) {
      return sendText(reply, 403, request.t(error.descriptor));
    }
    if (error instanceof NotFoundError) {
      return sendRefusal(request, reply, error.descriptor, undefined, 404);
    }
    if (error.validation) return sendRefusal(request, reply, validationMessage(error));
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return sendText(reply, 413, request.t(messages.bodyTooLarge));
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return sendText(reply, 415, request.t(messages.unsupportedMediaType));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 401) return sendText(reply, 401, request.t(messages.tokenInvalid));
    if (status === 404) return sendText(reply, 404, request.t(messages.notFound));
    if (status === 413) return sendText(reply, 413, request.t(messages.bodyTooLarge));
    if (status === 415) return sendText(reply, 415, request.t(messages.unsupportedMediaType));
    if (status >= 400 && status < 500) {
      // Bad JSON, an empty JSON body, a bad header value, ...: the request's fault.
      request.log.info({ err: error }, 'malformed request');
      return sendRefusal(request, reply, messages.malformedRequest);
    }
    request.log.error({ err: error }, 'request failed');
    return sendText(reply, 500, request.t(messages.serverProblem));
  });
}

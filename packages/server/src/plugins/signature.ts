// The request signature of spec section 7 on every non-GET request under /api: C-TT, C-N, C-NN and C-S
// verified with domain's `verify` against the raw body text as received and the Origin header. A
// missing, malformed or wrong signature, a timestamp more than 5 minutes from the server clock, and a
// replay of the same C-N/C-NN inside that window are each a 400 with a translated message.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  SIGNATURE_MAX_SKEW_MS,
  isSignedMethod,
  messages,
  replayKey,
  signatureFailureMessages,
  verify,
} from '@mall/domain';
import { BusinessError } from './errors.ts';
import type { Clock, ReplayCache } from './stores.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * True for a route whose caller cannot sign (payment provider notifications): it must verify the
     * caller's own signature instead (decisions/0001).
     */
    skipSignature?: boolean;
    /**
     * True for a route that answers most requests without changing anything (the flash sale's confirm and
     * submit, decisions/0042): the signature is verified as usual, but its nonce is remembered only when
     * the handler calls `request.claimNonce()`, just before its first change. A refusal that changed
     * nothing (sold out, too busy) costs no write, and replaying it changes nothing either. A success
     * answered without claiming is a server error (the hook below), so no change escapes the replay check.
     */
    deferReplay?: boolean;
  }
  interface FastifyRequest {
    /**
     * On a `deferReplay` route: remembers the request's nonce, refusing a replay (signatureReplayed);
     * once per request (a second call does nothing). Elsewhere a no-op: the nonce was remembered before
     * the handler ran.
     */
    claimNonce(): Promise<void>;
    /** The request body exactly as received ('' when there was none); set by the JSON parser. */
    rawBody?: string;
  }
}

/**
 * Parses JSON bodies as text first, so the signature is checked against the exact bytes the client
 * signed. An empty body is accepted as no body; bad JSON is a 400.
 */
export function installRawJsonParser(app: FastifyInstance): void {
  // Only JSON and form bodies are read (docs/api.md: any other type is a 415). Fastify's built-in
  // text/plain parser would hand a route a string whose bytes the signature never covered.
  app.removeContentTypeParser('text/plain');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (request: FastifyRequest, body: string | Buffer, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      request.rawBody = text;
      if (text.trim() === '') return done(null, undefined);
      try {
        done(null, JSON.parse(text) as unknown);
      } catch {
        const error = new Error('Body is not valid JSON') as Error & { statusCode: number; code: string };
        error.statusCode = 400;
        error.code = 'FST_ERR_CTP_INVALID_JSON';
        done(error, undefined);
      }
    },
  );
}

/**
 * Form-encoded bodies (the recent-browse call) the same way: the raw text is kept for the signature,
 * the fields become an object of strings (a repeated field keeps its last value).
 */
export function installRawFormParser(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (request: FastifyRequest, body: string | Buffer, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      request.rawBody = text;
      done(null, Object.fromEntries(new URLSearchParams(text)));
    },
  );
}

export interface SignatureOptions {
  replayCache: ReplayCache;
  now: Clock;
  maxSkewMs?: number;
}

export function installSignature(app: FastifyInstance, options: SignatureOptions): void {
  const maxSkewMs = options.maxSkewMs ?? SIGNATURE_MAX_SKEW_MS;
  // Remembered for twice the skew: a timestamp may be up to maxSkew in the past or the future.
  const remember = async (request: FastifyRequest) => {
    const fresh = await options.replayCache.remember(replayKey(request.headers), 2 * maxSkewMs);
    if (!fresh) throw new BusinessError(messages.signatureReplayed);
  };
  const pending = new WeakMap<FastifyRequest, 'claim' | 'claimed'>();
  app.decorateRequest('claimNonce', async function claimNonce(this: FastifyRequest) {
    if (pending.get(this) !== 'claim') return;
    pending.set(this, 'claimed');
    await remember(this);
  });
  // preValidation: after the body is read (the raw text is known), before the schema and the handler.
  app.addHook('preValidation', async (request) => {
    if (!isSignedMethod(request.method) || request.routeOptions.config.skipSignature === true) return;
    const origin = request.headers.origin;
    const result = verify({
      headers: request.headers,
      body: request.rawBody ?? '',
      origin: typeof origin === 'string' ? origin : '',
      now: options.now(),
      maxSkewMs,
    });
    if (!result.ok) throw new BusinessError(signatureFailureMessages[result.reason]);
    if (request.routeOptions.config.deferReplay === true) pending.set(request, 'claim');
    else await remember(request);
  });
  // A deferred route that succeeded without claiming its nonce would be replayable: refused loudly.
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (pending.get(request) === 'claim' && reply.statusCode < 400)
      throw new Error(`${request.routeOptions.url}: answered without claiming the request's nonce`);
    return payload;
  });
}

// The request signature of spec section 7 (exact string in docs/decisions/0001-request-signature.md).
// Every non-GET call carries four headers:
//   C-TT  the client's time in milliseconds since the epoch (decimal digits)
//   C-N   a random 6-character string of [A-Za-z0-9]
//   C-NN  a second random 6-character string of [A-Za-z0-9]
//   C-S   lower-case hex MD5 of  C-N + origin + body + C-TT
// where origin is the page origin as sent in the Origin header ('' if none) and body the exact request
// body text ('' when there is none, and for multipart uploads). It guards integrity and replay; it is
// not authentication (the signing code ships to every browser). The same code signs in the browser and
// verifies on the server.
import md5 from 'crypto-js/md5';
import Hex from 'crypto-js/enc-hex';
import type { MessageDescriptor } from '@lingui/core';
import { messages } from './messages.ts';

export const SIGNATURE_TIMESTAMP_HEADER = 'C-TT';
export const SIGNATURE_NONCE_HEADER = 'C-N';
export const SIGNATURE_NONCE2_HEADER = 'C-NN';
export const SIGNATURE_HEADER = 'C-S';

/** How far the client's clock may be from the server's, either way, before a request counts as expired. */
export const SIGNATURE_MAX_SKEW_MS = 5 * 60 * 1000;

export const NONCE_LENGTH = 6;
const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const NONCE_PATTERN = /^[A-Za-z0-9]{6}$/;

export type SignatureHeaders = {
  'C-TT': string;
  'C-N': string;
  'C-NN': string;
  'C-S': string;
};

/** Methods that carry no signature: GET (as the spec says), and HEAD and OPTIONS, which change nothing. */
export function isSignedMethod(method: string): boolean {
  const m = method.toUpperCase();
  return m !== 'GET' && m !== 'HEAD' && m !== 'OPTIONS';
}

/** The exact text that is hashed. */
export function signatureBase(parts: {
  nonce: string;
  origin: string;
  body: string;
  timestamp: string;
}): string {
  return parts.nonce + parts.origin + parts.body + parts.timestamp;
}

/**
 * Lower-case hex MD5 of a text's UTF-8 bytes. A lone surrogate counts as U+FFFD, as fetch and
 * TextEncoder send it, so client and server hash the same bytes (and hashing never throws).
 */
export function md5Hex(text: string): string {
  return md5(toWellFormed(text)).toString(Hex);
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function toWellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

interface CryptoLike {
  getRandomValues<T extends Uint8Array>(array: T): T;
}

/** A uniform random index below `n` from Web Crypto (browser and Node 20), else Math.random. */
function defaultRandom(): number {
  const crypto = (globalThis as { crypto?: Partial<CryptoLike> }).crypto;
  if (crypto?.getRandomValues) {
    const bytes = new Uint8Array(4);
    crypto.getRandomValues(bytes);
    return (((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0) / 2 ** 32;
  }
  return Math.random();
}

/** A random nonce: 6 characters of [A-Za-z0-9]. `random` returns numbers in [0, 1) like Math.random. */
export function makeNonce(random: () => number = defaultRandom): string {
  let out = '';
  for (let i = 0; i < NONCE_LENGTH; i++) {
    const r = random();
    const index = Math.min(NONCE_ALPHABET.length - 1, Math.max(0, Math.floor(r * NONCE_ALPHABET.length)));
    out += NONCE_ALPHABET[index];
  }
  return out;
}

export interface SignInput {
  /** The exact request body text; omit (or '') for no body and for multipart uploads. */
  body?: string | undefined;
  /** The page origin as the browser sends it in the Origin header, e.g. 'https://mall.example'; '' if none. */
  origin?: string | undefined;
  /** Milliseconds since the epoch; defaults to Date.now(). */
  now?: number;
  /** Random source in [0, 1) for the nonces; defaults to Web Crypto. */
  random?: () => number;
}

/** The four signature headers of a request. */
export function sign(input: SignInput = {}): SignatureHeaders {
  const timestamp = String(Math.floor(input.now ?? Date.now()));
  const nonce = makeNonce(input.random);
  const nonce2 = makeNonce(input.random);
  const signature = md5Hex(
    signatureBase({ nonce, origin: input.origin ?? '', body: input.body ?? '', timestamp }),
  );
  return { 'C-TT': timestamp, 'C-N': nonce, 'C-NN': nonce2, 'C-S': signature };
}

/** Request headers as a server or fetch sees them: a Headers object or a plain record (any case). */
export type HeaderSource =
  | { get(name: string): string | null | undefined }
  | Readonly<Record<string, string | readonly string[] | undefined>>;

/** One header, looked up without regard to case (the first value of a repeated one). */
export function readHeader(headers: HeaderSource, name: string): string | undefined {
  if (typeof (headers as { get?: unknown }).get === 'function') {
    return (headers as { get(name: string): string | null | undefined }).get(name) ?? undefined;
  }
  const record = headers as Readonly<Record<string, string | readonly string[] | undefined>>;
  const lower = name.toLowerCase();
  const key = Object.keys(record).find((k) => k.toLowerCase() === lower);
  const value = key === undefined ? undefined : record[key];
  return typeof value === 'string' ? value : value?.[0];
}

export type SignatureFailure = 'missing' | 'malformed' | 'expired' | 'mismatch';
export type VerifyResult = { ok: true } | { ok: false; reason: SignatureFailure };

export interface VerifyInput {
  headers: HeaderSource;
  /** The exact body text received ('' for none and for multipart). */
  body?: string | undefined;
  /** The request's Origin header ('' or undefined if none). */
  origin?: string | undefined;
  /** The server's time in milliseconds since the epoch. */
  now: number;
  maxSkewMs?: number;
}

/** Compares two equal-length strings without stopping at the first difference. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * Checks a request's signature headers: all four present, well formed, the timestamp within
 * `maxSkewMs` of `now` (either way), and C-S the MD5 of the received body and origin. Replays are the
 * server's to catch (it keeps the `replayKey` of every accepted request for the skew window).
 */
export function verify(input: VerifyInput): VerifyResult {
  const tt = readHeader(input.headers, SIGNATURE_TIMESTAMP_HEADER);
  const n = readHeader(input.headers, SIGNATURE_NONCE_HEADER);
  const nn = readHeader(input.headers, SIGNATURE_NONCE2_HEADER);
  const s = readHeader(input.headers, SIGNATURE_HEADER);
  if (!tt || !n || !nn || !s) return { ok: false, reason: 'missing' };
  if (
    !/^\d{1,16}$/.test(tt) ||
    !NONCE_PATTERN.test(n) ||
    !NONCE_PATTERN.test(nn) ||
    !/^[0-9a-fA-F]{32}$/.test(s)
  ) {
    return { ok: false, reason: 'malformed' };
  }
  const maxSkew = input.maxSkewMs ?? SIGNATURE_MAX_SKEW_MS;
  if (Math.abs(input.now - Number(tt)) > maxSkew) return { ok: false, reason: 'expired' };
  const expected = md5Hex(
    signatureBase({ nonce: n, origin: input.origin ?? '', body: input.body ?? '', timestamp: tt }),
  );
  return sameText(expected, s.toLowerCase()) ? { ok: true } : { ok: false, reason: 'mismatch' };
}

/** What the server remembers of an accepted request to refuse a replay: `C-N:C-NN`. */
export function replayKey(headers: HeaderSource): string {
  return `${readHeader(headers, SIGNATURE_NONCE_HEADER) ?? ''}:${readHeader(headers, SIGNATURE_NONCE2_HEADER) ?? ''}`;
}

/** The message of a signature failure (a replay has its own: messages.signatureReplayed). */
export const signatureFailureMessages: Readonly<Record<SignatureFailure, MessageDescriptor>> = {
  missing: messages.signatureMissing,
  malformed: messages.signatureInvalid,
  expired: messages.signatureExpired,
  mismatch: messages.signatureInvalid,
};

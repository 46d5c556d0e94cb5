import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  isSignedMethod,
  makeNonce,
  md5Hex,
  replayKey,
  sign,
  signatureFailureMessages,
  SIGNATURE_MAX_SKEW_MS,
  verify,
  type SignatureHeaders,
} from './signature.ts';

const T = 1_700_000_000_000;
const ORIGIN = 'https://mall.example';
const zero = () => 0;

describe('sign', () => {
  it('hashes C-N + origin + body + C-TT (independent vectors from md5sum)', () => {
    expect(sign({ body: '{"a":1}', origin: ORIGIN, now: T, random: zero })).toEqual({
      'C-TT': '1700000000000',
      'C-N': 'AAAAAA',
      'C-NN': 'AAAAAA',
      'C-S': '49f976318ac0cf38f645891ab08095a5',
    });
    // No body and no origin: both count as empty text.
    expect(sign({ now: T, random: zero })['C-S']).toBe('b37b92a3cdbccb7151bfece65fb3393e');
    expect(md5Hex('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(md5Hex('中文')).toBe('a7bac2239fcdcb3a067903d8077c4a07');
  });

  it('makes two fresh 6-character nonces and a lower-case hex signature', () => {
    const h = sign({ body: 'x', origin: ORIGIN });
    expect(h['C-N']).toMatch(/^[A-Za-z0-9]{6}$/);
    expect(h['C-NN']).toMatch(/^[A-Za-z0-9]{6}$/);
    expect(h['C-S']).toMatch(/^[0-9a-f]{32}$/);
    expect(h['C-TT']).toMatch(/^\d+$/);
    const nonces = new Set(Array.from({ length: 200 }, () => makeNonce()));
    expect(nonces.size).toBe(200);
    expect(makeNonce(() => 0.999999)).toBe('999999');
  });

  it('signs every method but GET, HEAD and OPTIONS', () => {
    for (const m of ['POST', 'put', 'DELETE', 'PATCH']) expect(isSignedMethod(m)).toBe(true);
    for (const m of ['GET', 'get', 'HEAD', 'OPTIONS']) expect(isSignedMethod(m)).toBe(false);
  });
});

describe('verify', () => {
  const body = '{"basketIds":[1,2]}';
  const headers = sign({ body, origin: ORIGIN, now: T });

  it('accepts the request it signed', () => {
    expect(verify({ headers, body, origin: ORIGIN, now: T })).toEqual({ ok: true });
    expect(verify({ headers: sign({ now: T }), now: T })).toEqual({ ok: true });
    expect(verify({ headers: sign({ now: T }), body: '', origin: '', now: T })).toEqual({ ok: true });
  });

  it('refuses a changed body, origin or timestamp', () => {
    expect(verify({ headers, body: body + ' ', origin: ORIGIN, now: T })).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(verify({ headers, body: '', origin: ORIGIN, now: T })).toEqual({ ok: false, reason: 'mismatch' });
    expect(verify({ headers, body, origin: 'https://evil.example', now: T })).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(verify({ headers, body, now: T })).toEqual({ ok: false, reason: 'mismatch' });
    const moved = { ...headers, 'C-TT': String(T + 1) };
    expect(verify({ headers: moved, body, origin: ORIGIN, now: T })).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    const renonced = { ...headers, 'C-N': 'ZZZZZZ' };
    expect(verify({ headers: renonced, body, origin: ORIGIN, now: T })).toEqual({
      ok: false,
      reason: 'mismatch',
    });
  });

  it('refuses a clock more than the allowed skew away, either way', () => {
    const at = (now: number, maxSkewMs?: number) =>
      verify({ headers, body, origin: ORIGIN, now, ...(maxSkewMs === undefined ? {} : { maxSkewMs }) });
    expect(at(T + SIGNATURE_MAX_SKEW_MS)).toEqual({ ok: true });
    expect(at(T - SIGNATURE_MAX_SKEW_MS)).toEqual({ ok: true });
    expect(at(T + SIGNATURE_MAX_SKEW_MS + 1)).toEqual({ ok: false, reason: 'expired' });
    expect(at(T - SIGNATURE_MAX_SKEW_MS - 1)).toEqual({ ok: false, reason: 'expired' });
    expect(at(T + 1001, 1000)).toEqual({ ok: false, reason: 'expired' });
    expect(at(T + 1000, 1000)).toEqual({ ok: true });
  });

  it('tells missing from malformed headers', () => {
    for (const name of ['C-TT', 'C-N', 'C-NN', 'C-S'] as const) {
      const { [name]: _, ...rest } = headers;
      expect(verify({ headers: rest, body, origin: ORIGIN, now: T })).toEqual({
        ok: false,
        reason: 'missing',
      });
      expect(verify({ headers: { ...headers, [name]: '' }, body, origin: ORIGIN, now: T })).toEqual({
        ok: false,
        reason: 'missing',
      });
    }
    const bad: Partial<SignatureHeaders>[] = [
      { 'C-TT': 'soon' },
      { 'C-TT': '-1' },
      { 'C-N': 'abc' },
      { 'C-N': 'abc-ef' },
      { 'C-NN': 'abcdefg' },
      { 'C-S': 'not-a-hash' },
      { 'C-S': headers['C-S'] + '0' },
    ];
    for (const change of bad) {
      expect(verify({ headers: { ...headers, ...change }, body, origin: ORIGIN, now: T })).toEqual({
        ok: false,
        reason: 'malformed',
      });
    }
  });

  it('reads headers in any case, from a record or a Headers-like object', () => {
    const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
    expect(verify({ headers: lower, body, origin: ORIGIN, now: T })).toEqual({ ok: true });
    const map = new Map(Object.entries(lower));
    const like = { get: (name: string) => map.get(name.toLowerCase()) ?? null };
    expect(verify({ headers: like, body, origin: ORIGIN, now: T })).toEqual({ ok: true });
    const repeated = { ...lower, 'c-s': [headers['C-S'], 'x'] };
    expect(verify({ headers: repeated, body, origin: ORIGIN, now: T })).toEqual({ ok: true });
    expect(
      verify({ headers: { ...lower, 'C-S': headers['C-S'].toUpperCase() }, body, origin: ORIGIN, now: T }),
    ).toEqual({ ok: true });
  });

  it('gives the replay key and the failure messages', () => {
    expect(replayKey({ 'c-n': 'abcdef', 'C-NN': 'ABCDEF' })).toBe('abcdef:ABCDEF');
    expect(replayKey(headers)).toBe(`${headers['C-N']}:${headers['C-NN']}`);
    expect(signatureFailureMessages.expired.id).toBe('error.signature.expired');
    expect(signatureFailureMessages.missing.id).toBe('error.signature.missing');
    expect(signatureFailureMessages.mismatch.id).toBe('error.signature.invalid');
  });
});

describe('signature properties', () => {
  const originArb = fc.oneof(
    fc.constant(''),
    fc
      .tuple(fc.constantFrom('http', 'https'), fc.domain(), fc.option(fc.integer({ min: 1, max: 65535 })))
      .map(([scheme, host, port]) => `${scheme}://${host}${port === null ? '' : `:${port}`}`),
  );
  const bodyArb = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.json());
  const timeArb = fc.integer({ min: 0, max: 4_102_444_800_000 });

  it('any body and origin round-trip', () => {
    fc.assert(
      fc.property(bodyArb, originArb, timeArb, (body, origin, now) => {
        const headers = sign({ body, origin, now });
        expect(verify({ headers, body, origin, now })).toEqual({ ok: true });
      }),
    );
  });

  it('any single-character change of the body fails', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', minLength: 1 }),
        fc.nat(),
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
        originArb,
        (body, where, replacement, origin) => {
          const chars = [...body];
          const i = where % chars.length;
          fc.pre(chars[i] !== replacement);
          chars[i] = replacement;
          const changed = chars.join('');
          const headers = sign({ body, origin, now: T });
          expect(verify({ headers, body: changed, origin, now: T })).toEqual({
            ok: false,
            reason: 'mismatch',
          });
        },
      ),
    );
  });

  it('a lone surrogate hashes like the U+FFFD that fetch sends', () => {
    expect(md5Hex('a\uD800b')).toBe(md5Hex('a\uFFFDb'));
    expect(() => md5Hex('\uDC00')).not.toThrow();
  });
});

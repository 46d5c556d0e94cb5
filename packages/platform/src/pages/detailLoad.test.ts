// A detail's load failure: a 404 is "not found" (Back, no retry), anything else the error with a retry,
// and data already here shows whatever a later revalidation did.
import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { detailLoadOf } from './detailLoad.ts';

function answered(status: number): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('refused', 'ERR_BAD_REQUEST', config, undefined, {
    status,
    statusText: '',
    headers: {},
    config,
    data: '',
  });
}

describe('a detail page’s load', () => {
  it('is not found for a 404, with no error to retry', () => {
    expect(detailLoadOf({ error: answered(404) })).toEqual({ notFound: true, error: false });
  });

  it('is an error with a retry for any other failure', () => {
    for (const error of [
      answered(400),
      answered(500),
      answered(403),
      new AxiosError('Network Error'),
      new Error('x'),
    ])
      expect(detailLoadOf({ error })).toEqual({ notFound: false, error: true });
  });

  it('is neither while loading or once loaded, even after a failed revalidation', () => {
    expect(detailLoadOf({})).toEqual({ notFound: false, error: false });
    expect(detailLoadOf({ data: { id: 1 }, error: answered(404) })).toEqual({
      notFound: false,
      error: false,
    });
  });
});

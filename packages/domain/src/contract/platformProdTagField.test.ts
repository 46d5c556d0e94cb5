// A home section's refusal is placed at the field its message id names (decisions/0096).
import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { prodTagFieldOf } from './platformProdTag.ts';

describe("a home section's refusal", () => {
  it('is placed at the field its rule names', () => {
    expect(prodTagFieldOf(messages.contentTitleInvalid.id)).toBe('title');
    expect(prodTagFieldOf(messages.contentSeqInvalid.id)).toBe('seq');
    expect(prodTagFieldOf(messages.prodTagProdsInvalid.id)).toBe('prodIds');
    expect(prodTagFieldOf(messages.prodTagProductNotFound.id)).toBe('prodIds');
  });

  it('of no field (a server problem, a generic refusal, no id) is shown above the form', () => {
    expect(prodTagFieldOf(messages.serverProblem.id)).toBeUndefined();
    expect(prodTagFieldOf(messages.invalid.id)).toBeUndefined();
    expect(prodTagFieldOf(undefined)).toBeUndefined();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { cancelByToggle } from './accountCentre.ts';

describe('cancelByToggle', () => {
  it('sends the toggle once when it answers "cancelled"', async () => {
    const toggle = vi.fn(async () => false);
    await cancelByToggle(toggle);
    expect(toggle).toHaveBeenCalledTimes(1);
  });

  it('sends it once more when the first call added the item back (cancelled meanwhile elsewhere)', async () => {
    const answers = [true, false];
    const toggle = vi.fn(async () => answers.shift()!);
    await cancelByToggle(toggle);
    expect(toggle).toHaveBeenCalledTimes(2);
  });

  it('rejects with the failure and sends nothing more', async () => {
    const toggle = vi.fn(async () => Promise.reject(new Error('503')));
    await expect(cancelByToggle(toggle)).rejects.toThrow('503');
    expect(toggle).toHaveBeenCalledTimes(1);
  });
});

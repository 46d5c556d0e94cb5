import { expect, it } from 'vitest';
import { allInOrder } from './all-in-order.ts';

const later = <T>(ms: number, value: T, fail = false) =>
  new Promise<T>((resolve, reject) => setTimeout(() => (fail ? reject(value) : resolve(value)), ms));

it('answers every value in the order of the list', async () => {
  await expect(allInOrder([later(20, 'a'), later(1, 2)] as const)).resolves.toEqual(['a', 2]);
});

it("throws the list's first failure, not the first to happen", async () => {
  await expect(allInOrder([later(30, 'first', true), later(1, 'second', true)] as const)).rejects.toBe(
    'first',
  );
  await expect(allInOrder([later(1, 'ok'), later(20, 'only', true)] as const)).rejects.toBe('only');
});

// Independent reads at once, with the refusal the same whichever finishes first.

/** Like Promise.all, but when several fail, the first of the list's failures is the one thrown. */
export async function allInOrder<T extends readonly unknown[]>(
  work: readonly [...{ [K in keyof T]: Promise<T[K]> }],
): Promise<T> {
  const settled = await Promise.allSettled(work);
  for (const result of settled) if (result.status === 'rejected') throw result.reason;
  return settled.map((r) => (r as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

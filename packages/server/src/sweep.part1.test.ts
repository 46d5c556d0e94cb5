// The malformed-request sweep, part 1 (the harness and what it checks: src/test/sweep.ts).
import { vi } from 'vitest';
import { sweepPart } from './test/sweep.ts';

vi.mock('fastify', async (importOriginal) =>
  (await import('./test/sweep-routes.ts')).recordingFastify(await importOriginal()),
);

sweepPart(1);

// The loyalty jobs (listed in src/jobs/index.ts): `paid-level-expiry` clears paid memberships whose term
// ended (paid.ts `expirePaidLevels`: conditional, so two runs at once change each row once). Reads never
// wait for it: the term's end is checked on every read.
import type { Job } from '../../jobs/scheduler.ts';
import { expirePaidLevels } from './paid.ts';

export const paidLevelExpiryJob: Job = {
  name: 'paid-level-expiry',
  everyMs: 10 * 60 * 1000,
  run: (db, now) => expirePaidLevels(db, now),
};

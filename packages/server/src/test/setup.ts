// Runs before each server test file (vitest.config.ts, setupFiles): password hashes use the test cost
// (account/passwords.ts; production's is the OWASP minimum, 128 MiB and ~0.4 s per hash, and the suite
// registers thousands of shoppers). The production cost itself is covered by passwords.test.ts.
import { usePasswordCostForTests } from '../modules/account/passwords.ts';

usePasswordCostForTests();

// The merchant command line's tests on PostgreSQL (the suite: cli-suite.ts).
import { merchantCliSuite } from './cli-suite.ts';

merchantCliSuite('postgres');

// The merchant command line's tests on PGlite (the suite: cli-suite.ts).
import { merchantCliSuite } from './cli-suite.ts';

merchantCliSuite('pglite');

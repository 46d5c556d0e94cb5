// The merchant command line's tests on PGlite (the suite: src/test/merchant-cli.ts).
import { merchantCliSuite } from '../../test/merchant-cli.ts';

merchantCliSuite('pglite');

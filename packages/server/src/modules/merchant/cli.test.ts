// The merchant command line's tests (the suite: src/test/merchant-cli.ts), on the default database kind.
import { merchantCliSuite } from '../../test/merchant-cli.ts';

merchantCliSuite();

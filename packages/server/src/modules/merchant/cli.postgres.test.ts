// The merchant command line's tests on PostgreSQL (the suite: src/test/merchant-cli.ts).
import { merchantCliSuite } from '../../test/merchant-cli.ts';

merchantCliSuite('postgres');

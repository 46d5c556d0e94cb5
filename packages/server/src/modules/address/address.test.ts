import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import { shenzhenAddress } from '../../test/inject.ts';
import { users } from '../account/tables.ts';
import { insertAddress, type AddressInput } from './service.ts';
import { userAddresses } from './tables.ts';

const home: AddressInput = shenzhenAddress('王五');

describeEachDatabase('the address book table', (database) => {
  const userId = 'uaddresstest000000000000000000001';

  beforeAll(async () => {
    await database().handle.db.insert(users).values({ userId, nickName: 'addresses' });
  }, DATABASE_HOOK_TIMEOUT);

  it('the one-default index refuses a second default for the same user', async () => {
    const { db } = database().handle;
    await insertAddress(db, userId, home);
    let message = '';
    try {
      await db.insert(userAddresses).values({ ...home, userId, addr: '科技园南路2号' });
    } catch (error) {
      message = String(((error as { cause?: Error }).cause ?? (error as Error)).message);
    }
    expect(message).toContain('user_addresses_one_default_key');
    // Any number of other addresses are fine.
    await db.insert(userAddresses).values([
      { ...home, userId, addr: '科技园南路3号', commonAddr: 0 },
      { ...home, userId, addr: '科技园南路4号', commonAddr: 0 },
    ]);
  });

  it('insertAddress with commonAddr 1 moves the default to the new address', async () => {
    const { db } = database().handle;
    const addrId = await db.transaction((tx) => insertAddress(tx, userId, { ...home, addr: '深南大道5号' }));
    const all = await db.select().from(userAddresses).where(eq(userAddresses.userId, userId));
    expect(all).toHaveLength(4);
    const rows = await db.select().from(userAddresses).where(eq(userAddresses.commonAddr, 1));
    expect(rows.filter((r) => r.userId === userId)).toMatchObject([{ addrId, addr: '深南大道5号' }]);
  });
});

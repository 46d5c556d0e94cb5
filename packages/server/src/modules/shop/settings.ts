// The store's settings its merchant edits (issue 17 item 9, decisions/0065): names and descriptions in
// zh and en, logo, contact number, address, business hours, notices and the freight template (the order
// module's `shop_freight`: fee per order and the free-shipping threshold). PUT takes them whole, checked
// by the domain's `MerchantShopParam`; everything changes in one transaction under the shop row's lock:
// the logo (when it changes) is claimed as an upload of the store (else storeLogoInvalid, nothing
// changed), and the freight template is written beside the shop, so the very next checkout charges the
// new freight (the settlement reads `shop_freight`, uncached). The storefront's cached answers that show
// the store (product detail, lists, home) are dropped by the `shops` triggers on every instance
// (drizzle/0016_cache_triggers.sql) and on this one at once (`dropLocally`).
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  centsToYuan,
  type MerchantShopParam,
  type MerchantShopSettings,
  messages,
  type ShopServiceInfo,
  yuanToCents,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { dropLocally } from '../../lib/cache.ts';
import { BusinessError } from '../../plugins/errors.ts';
import { claimShopUploads } from '../file/service.ts';
import { setShopFreight } from '../order/freight.ts';
import { shopFreight } from '../order/tables.ts';
import { storeNameHeldByOther } from './apply.ts';
import { shops } from './tables.ts';

type ShopInput = z.output<typeof MerchantShopParam>;

/** GET /merchant/shop: the store's settings as stored (a store without a freight template: free, 0/0). */
export async function shopSettings(db: Database, shopId: number): Promise<MerchantShopSettings> {
  const [row] = await db
    .select({ shop: shops, fee: shopFreight.fee, freeFrom: shopFreight.freeFrom })
    .from(shops)
    .leftJoin(shopFreight, eq(shopFreight.shopId, shops.shopId))
    .where(eq(shops.shopId, shopId));
  if (!row) throw new BusinessError(messages.shopNotFound);
  const { shop } = row;
  return {
    shopId: shop.shopId,
    shopName: shop.nameZh,
    shopNameEn: shop.nameEn,
    logo: shop.logo,
    intro: shop.introZh,
    introEn: shop.introEn,
    tel: shop.tel,
    address: shop.address,
    businessHours: shop.businessHours,
    notices: shop.notices,
    freightFee: centsToYuan(row.fee ?? 0),
    freeFrom: centsToYuan(row.freeFrom ?? 0),
  };
}

/** PUT /merchant/shop: the settings, whole, in one transaction (see the file's head). */
export async function saveShopSettings(
  db: Database,
  shopId: number,
  input: ShopInput,
  at: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ logo: shops.logo, nameZh: shops.nameZh, nameEn: shops.nameEn })
      .from(shops)
      .where(eq(shops.shopId, shopId))
      .for('update');
    if (!current) throw new BusinessError(messages.shopNotFound);
    // A new name must not be another store's (nor an application's): a store never passes for another.
    for (const [name, was] of [
      [input.shopName, current.nameZh],
      [input.shopNameEn, current.nameEn],
    ] as const) {
      if (name !== was && (await storeNameHeldByOther(tx, name, shopId)))
        throw new BusinessError(messages.storeNameTaken);
    }
    if (input.logo !== current.logo) {
      await claimShopUploads(tx, shopId, [input.logo], messages.storeLogoInvalid, at);
    }
    await tx
      .update(shops)
      .set({
        nameZh: input.shopName,
        nameEn: input.shopNameEn,
        logo: input.logo,
        introZh: input.intro,
        introEn: input.introEn,
        tel: input.tel,
        address: input.address,
        businessHours: input.businessHours,
        notices: input.notices,
      })
      .where(eq(shops.shopId, shopId));
    const freight = { fee: yuanToCents(input.freightFee), freeFrom: yuanToCents(input.freeFrom) };
    await setShopFreight(tx, shopId, freight);
  });
  dropLocally(db, 'product');
  dropLocally(db, 'search');
  dropLocally(db, 'home');
}

/** What the store's page shows beside its head (GET /shop/headInfo). */
export async function shopServiceInfo(db: Database, shopId: number): Promise<ShopServiceInfo> {
  const [row] = await db
    .select({
      tel: shops.tel,
      address: shops.address,
      businessHours: shops.businessHours,
      notices: shops.notices,
      fee: shopFreight.fee,
      freeFrom: shopFreight.freeFrom,
    })
    .from(shops)
    .leftJoin(shopFreight, eq(shopFreight.shopId, shops.shopId))
    .where(eq(shops.shopId, shopId));
  if (!row) throw new BusinessError(messages.shopNotFound);
  return {
    tel: row.tel,
    address: row.address,
    businessHours: row.businessHours,
    notices: row.notices,
    freight:
      row.fee === null ? null : { fee: centsToYuan(row.fee), freeFrom: centsToYuan(row.freeFrom ?? 0) },
  };
}

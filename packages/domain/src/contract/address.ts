// Address book wire shapes (docs/api.md "Address book, regions and images"): the zod schemas the server's routes declare, and
// their types. Each field of the body carries the domain's rule (`addressForm`, `regionSchema`).
// First: zod's setting for browsers, before this module makes a schema (zod.ts).
import '../zod.ts';
import { z } from 'zod';
import { messages } from '../messages.ts';
import { addressForm, regionSchema } from '../rules.ts';
import { blankToUndefined } from './page.ts';
import { regionFields } from './fields.ts';

/** Texts are bounded so nothing unbounded is stored (longer: "please check this field"). */
const RECEIVER_MAX = 50;
const ADDR_MAX = 200;
const NAME_MAX = 50;

const regionName = z.string().max(NAME_MAX, messages.invalid.id).optional();

/**
 * The contract's flat address body (POST /p/address/addAddr, PUT /p/address/updateAddr): recipient,
 * phone, region and a detail of at least 5 characters are required.
 */
export const AddressParam = z
  .object({
    addrId: z.number().int().min(0).max(2_147_483_647).optional(),
    receiver: addressForm.shape.receiver.max(RECEIVER_MAX, messages.invalid.id),
    mobile: addressForm.shape.mobile,
    addr: addressForm.shape.addr.max(ADDR_MAX, messages.invalid.id),
    provinceId: regionSchema.shape.provinceId.max(999_999, messages.regionRequired.id),
    cityId: regionSchema.shape.cityId.max(999_999, messages.regionRequired.id),
    areaId: regionSchema.shape.areaId.max(999_999, messages.regionRequired.id),
    province: regionName,
    city: regionName,
    area: regionName,
    commonAddr: z.union([z.literal(0), z.literal(1)]).optional(),
  })
  .meta({
    id: 'AddressParam',
    description: 'province, city and area (names) are ignored: the server takes them from the region data',
  });
export type AddressParam = z.input<typeof AddressParam>;

export const Address = z
  .object({
    addrId: z.number().int(),
    receiver: z.string(),
    mobile: z.string(),
    addr: z.string(),
    ...regionFields,
    commonAddr: z.number().int().meta({ description: '1 the default address' }),
  })
  .meta({ id: 'Address' });
export type Address = z.infer<typeof Address>;
export const AddressList = z.array(Address);

/** The address of a path `/:id` (anything else reads as not found). */
export const AddressIdParams = z.object({
  id: z
    .string()
    .regex(/^0*[1-9]\d{0,8}$/, messages.notFound.id)
    .transform(Number),
});

/** A region of the picker (GET /p/area/listByPid): `level` 1 province, 2 city, 3 district. */
export const AreaItem = z
  .object({
    areaId: z.number().int(),
    areaName: z.string(),
    parentId: z.number().int(),
    level: z.number().int().meta({ description: '1 province, 2 city, 3 district' }),
  })
  .meta({ id: 'Area' });
export type AreaItem = z.infer<typeof AreaItem>;
export const AreaList = z.array(AreaItem);

/** The parent of the regions asked for (0: the provinces). */
export const AreaQuery = z.object({
  pid: z.preprocess(
    blankToUndefined,
    z
      .string({ error: messages.regionRequired.id })
      .regex(/^\d{1,9}$/, messages.regionRequired.id)
      .transform(Number),
  ),
});

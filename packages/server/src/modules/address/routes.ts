// The address book (issue 5) under /p/address/ and the region picker's data under /p/area/: a shopper's
// delivery addresses with the contract's fields, checked by the domain's address rule, with regions that
// must exist and nest (their names are taken from the region data), at most ADDRESS_MAX_COUNT per user and
// exactly one default while there is any address (service.ts explains how, under concurrency too).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADDRESS_MAX_COUNT, addressForm, messages, regionSchema } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { requireUser } from '../../plugins/auth.ts';
import { BusinessError } from '../../plugins/errors.ts';
import { blankToUndefined } from '../../plugins/paging.ts';
import {
  addAddress,
  chooseDefault,
  deleteAddress,
  getAddress,
  listAddresses,
  updateAddress,
  type AddressFields,
} from './service.ts';
import { childrenOf } from './regions.ts';

const tags = ['address'];
const security = [{ bearer: [] }];

/** Texts are bounded so nothing unbounded is stored (longer: "please check this field"). */
const RECEIVER_MAX = 50;
const ADDR_MAX = 200;
const NAME_MAX = 50;

const regionName = z.string().max(NAME_MAX, messages.invalid.id).optional();

/**
 * The contract's flat address body, each field with the domain's rule (`addressForm`, `regionSchema`):
 * recipient, phone, region and a detail of at least 5 characters are required.
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
type AddressParam = z.infer<typeof AddressParam>;

const Address = z
  .object({
    addrId: z.number().int(),
    receiver: z.string(),
    mobile: z.string(),
    addr: z.string(),
    provinceId: z.number().int(),
    province: z.string(),
    cityId: z.number().int(),
    city: z.string(),
    areaId: z.number().int(),
    area: z.string(),
    commonAddr: z.number().int().meta({ description: '1 the default address' }),
  })
  .meta({ id: 'Address' });

const AreaItem = z
  .object({
    areaId: z.number().int(),
    areaName: z.string(),
    parentId: z.number().int(),
    level: z.number().int().meta({ description: '1 province, 2 city, 3 district' }),
  })
  .meta({ id: 'Area' });

const idParam = z.object({
  id: z
    .string()
    .regex(/^0*[1-9]\d{0,8}$/, messages.notFound.id)
    .transform(Number),
});

const fieldsOf = (body: AddressParam): AddressFields => ({
  receiver: body.receiver,
  mobile: body.mobile,
  addr: body.addr,
  provinceId: body.provinceId,
  cityId: body.cityId,
  areaId: body.areaId,
  commonAddr: body.commonAddr ?? 0,
});

export const addressRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/p/area/listByPid',
    {
      schema: {
        tags,
        summary: 'The regions under `pid` (0: the provinces); Chinese names in every language',
        security,
        querystring: z.object({
          pid: z.preprocess(
            blankToUndefined,
            z
              .string({ error: messages.regionRequired.id })
              .regex(/^\d{1,9}$/, messages.regionRequired.id)
              .transform(Number),
          ),
        }),
        response: { 200: z.array(AreaItem) },
      },
    },
    async (request, reply) => {
      requireUser(request);
      // The same for everyone and it never changes between releases: cacheable by the browser.
      void reply.header('cache-control', 'private, max-age=86400');
      return [...childrenOf(request.query.pid)];
    },
  );

  app.get(
    '/p/address/list',
    {
      schema: {
        tags,
        summary: 'The address book: the default first, then the newest first',
        security,
        response: { 200: z.array(Address) },
      },
    },
    (request) => listAddresses(db, requireUser(request)),
  );

  app.get(
    '/p/address/addrInfo/:id',
    {
      schema: {
        tags,
        summary: "One of the user's addresses (another user's id: 400)",
        security,
        params: idParam,
        response: { 200: Address },
      },
    },
    (request) => getAddress(db, requireUser(request), request.params.id),
  );

  app.post(
    '/p/address/addAddr',
    {
      schema: {
        tags,
        summary: `Adds an address (at most ${ADDRESS_MAX_COUNT}); the first one, or one with commonAddr 1, becomes the default. Answers its addrId`,
        security,
        body: AddressParam,
        response: { 200: z.number().int() },
      },
    },
    (request) => addAddress(db, requireUser(request), fieldsOf(request.body)),
  );

  app.put(
    '/p/address/updateAddr',
    {
      schema: {
        tags,
        summary: "Changes one of the user's addresses (addrId required); commonAddr 1 makes it the default",
        security,
        body: AddressParam,
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      const userId = requireUser(request);
      const { addrId } = request.body;
      if (!addrId) throw new BusinessError(messages.notFound);
      await updateAddress(db, userId, addrId, fieldsOf(request.body));
      return true;
    },
  );

  app.delete(
    '/p/address/deleteAddr/:id',
    {
      schema: {
        tags,
        summary:
          "Deletes one of the user's addresses; deleting the default makes the newest remaining one the default",
        security,
        params: idParam,
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      await deleteAddress(db, requireUser(request), request.params.id);
      return true;
    },
  );

  app.put(
    '/p/address/defaultAddr/:id',
    {
      schema: {
        tags,
        summary: "Makes one of the user's addresses the default",
        security,
        params: idParam,
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      await chooseDefault(db, requireUser(request), request.params.id);
      return true;
    },
  );
};

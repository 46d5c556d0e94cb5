// The address book (issue 5) under /p/address/ and the region picker's data under /p/area/: a shopper's
// delivery addresses with the contract's fields, checked by the domain's address rule, with regions that
// must exist and nest (their names are taken from the region data), at most ADDRESS_MAX_COUNT per user and
// exactly one default while there is any address (service.ts explains how, under concurrency too).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  Address,
  ADDRESS_MAX_COUNT,
  AddressIdParams,
  AddressList,
  AddressParam,
  AreaList,
  AreaQuery,
  Flag,
  Int,
  messages,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { BusinessError } from '../../plugins/errors.ts';
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

const fieldsOf = (body: z.output<typeof AddressParam>): AddressFields => ({
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
        querystring: AreaQuery,
        response: { 200: AreaList },
      },
    },
    async (request, reply) => {
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
        response: { 200: AddressList },
      },
    },
    (request) => listAddresses(db, request.userId),
  );

  app.get(
    '/p/address/addrInfo/:id',
    {
      schema: {
        tags,
        summary: "One of the user's addresses (another user's id: 400)",
        security,
        params: AddressIdParams,
        response: { 200: Address },
      },
    },
    (request) => getAddress(db, request.userId, request.params.id),
  );

  app.post(
    '/p/address/addAddr',
    {
      schema: {
        tags,
        summary: `Adds an address (at most ${ADDRESS_MAX_COUNT}); the first one, or one with commonAddr 1, becomes the default. Answers its addrId`,
        security,
        body: AddressParam,
        response: { 200: Int },
      },
    },
    (request) => addAddress(db, request.userId, fieldsOf(request.body)),
  );

  app.put(
    '/p/address/updateAddr',
    {
      schema: {
        tags,
        summary: "Changes one of the user's addresses (addrId required); commonAddr 1 makes it the default",
        security,
        body: AddressParam,
        response: { 200: Flag },
      },
    },
    async (request) => {
      const userId = request.userId;
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
        params: AddressIdParams,
        response: { 200: Flag },
      },
    },
    async (request) => {
      await deleteAddress(db, request.userId, request.params.id);
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
        params: AddressIdParams,
        response: { 200: Flag },
      },
    },
    async (request) => {
      await chooseDefault(db, request.userId, request.params.id);
      return true;
    },
  );
};

// Account routes. For now: GET /p/user/userInfo (the /p/ guard's first user).
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { BusinessError } from '../../plugins/errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import { users } from './tables.ts';

export const UserInfo = z
  .object({
    userId: z.string(),
    nickName: z.string(),
    userMobile: z.string().nullable(),
    pic: z.string().nullable(),
    sex: z.string().nullable(),
    birthDate: z.string().nullable(),
    level: z.number().int(),
    growth: z.number().int(),
    score: z.number().int(),
    balance: z.number(),
  })
  .meta({ id: 'UserInfo', description: 'The signed-in user' });
export type UserInfo = z.infer<typeof UserInfo>;

export async function readUserInfo(db: Database, userId: string): Promise<UserInfo> {
  const [user] = await db.select().from(users).where(eq(users.userId, userId)).limit(1);
  if (!user) throw new BusinessError(messages.notFound);
  return {
    userId: user.userId,
    nickName: user.nickName,
    userMobile: user.mobile,
    pic: user.pic,
    sex: user.sex,
    birthDate: user.birthDate,
    // Membership, points and balance arrive with their modules (member, points, payment).
    level: 0,
    growth: 0,
    score: 0,
    balance: 0,
  };
}

export const accountRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/p/user/userInfo',
    {
      schema: {
        tags: ['account'],
        summary: 'The signed-in user',
        security: [{ bearer: [] }],
        response: { 200: UserInfo },
      },
    },
    (request) => readUserInfo(db, requireUser(request)),
  );
};

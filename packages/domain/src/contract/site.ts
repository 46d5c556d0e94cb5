// Site-wide content wire shapes (docs/api.md): PC config, banners, notices, popular searches — the zod
// schemas the server's routes declare, and their types.
// First: zod's setting for browsers, before this module makes a schema (zod.ts).
import '../zod.ts';
import { z } from 'zod';
import { messages } from '../messages.ts';
import { choice, pageOf, requiredId } from './page.ts';

export const pcWebConfigKeys = [
  'pcWelcomeCn',
  'pcWelcomeEn',
  'pcLogoImgText',
  'pcLogoImg',
  'pcCompanyNameCn',
  'pcCompanyNameEn',
  'pcCompanyInfoCn',
  'pcCompanyInfoEn',
  'pcCopyrightCn',
  'pcCopyrightEn',
  'pcTitleImg',
] as const;

/** GET /webConfig/getPcWebConfig: Chinese and English values side by side, as the contract names them. */
export const PcWebConfig = z
  .object(
    Object.fromEntries(pcWebConfigKeys.map((key) => [key, z.string()])) as Record<
      (typeof pcWebConfigKeys)[number],
      z.ZodString
    >,
  )
  .meta({ id: 'PcWebConfig', description: 'Site configuration (spec section 3)' });
export type PcWebConfig = z.infer<typeof PcWebConfig>;

/** A home banner; `type` 0 links to the product `relation`, -1 no link. */
export const IndexImg = z
  .object({
    id: z.number().int(),
    imgUrl: z.string(),
    title: z.string(),
    seq: z.number().int(),
    type: z.number().int().meta({ description: '0 links to the product `relation`, -1 no link' }),
    relation: z
      .union([z.number().int(), z.string()])
      .nullable()
      .meta({ description: 'The product id (this server sends a number)' }),
  })
  .meta({ id: 'IndexImg', description: 'A home banner' });
export type IndexImg = z.infer<typeof IndexImg>;
export const IndexImgList = z.array(IndexImg);
export const IndexImgQuery = z.object({ imgType: choice([-1, 0, 1], -1, messages.invalid) });

export const Notice = z
  .object({
    id: z.number().int(),
    shopId: z.number().int().nullable(),
    title: z.string(),
    content: z.string(),
    isTop: z.number().int(),
    publishTime: z.string().meta({ description: 'YYYY-MM-DD hh:mm:ss, China time' }),
  })
  .meta({ id: 'Notice' });
export type Notice = z.infer<typeof Notice>;
export const NoticeList = z.array(Notice);
export const NoticePage = pageOf(Notice);
export const NoticeIdParams = z.object({ id: requiredId });

export const HotSearch = z
  .object({ hotSearchId: z.number().int(), title: z.string(), content: z.string(), seq: z.number().int() })
  .meta({ id: 'HotSearch' });
export type HotSearch = z.infer<typeof HotSearch>;
export const HotSearchList = z.array(HotSearch);

// The platform console's site configuration (issue 18 item 2, decisions/0082): GET /platform/webConfig
// answers the fields of spec section 3 as the storefront reads them (`PcWebConfig`), PUT takes them all,
// checked here: every text trimmed and plain (no HTML), the welcome texts, company names and copyright
// required in both languages, the company information multi-line; the logo and the favicon are
// addresses on this site ('' for none: the header shows the logo text, the browser its own icon), and the
// server takes a new one only when it is an upload of the platform (POST /platform/file/upload).
// First: zod's setting for browsers, before this module makes a schema (zod.ts).
import '../zod.ts';
import { z } from 'zod';
import { messages } from '../messages.ts';
import { cleanPlainText, hasHtmlTag } from './merchantShop.ts';
import type { PcWebConfig, pcWebConfigKeys } from './site.ts';

/** Limits of the site configuration's fields, in characters (the server's truth; the form shows them). */
export const SITE_CONFIG_LIMITS = {
  welcomeMax: 100,
  logoTextMax: 30,
  companyNameMax: 50,
  companyInfoMax: 500,
  copyrightMax: 100,
  imageMax: 300,
} as const;
const L = SITE_CONFIG_LIMITS;

const count = (s: string) => [...s].length;

/** A plain text of `min` to `max` characters, cleaned (one line unless `multiline`), without HTML. */
function plain(message: { id: string }, max: number, min = 0, multiline = false) {
  return z
    .string({ error: message.id })
    .transform((s) => cleanPlainText(s, multiline))
    .refine((s) => count(s) >= min && count(s) <= max, message.id)
    .refine((s) => !hasHtmlTag(s), messages.plainTextNoHtml.id);
}

/**
 * A path on this site: '/' and then letters, digits, '/', '_', '.', '-', never '//' at the start (another
 * host) nor '..' (no host, no query).
 */
const SITE_PATH = /^\/(?!\/)(?!.*\.\.)[A-Za-z0-9/_.-]*$/;

/** Whether a text is an image address the site configuration may hold: '' (none) or a path on this site. */
export function isSiteImageAddress(text: string): boolean {
  return text === '' || (text.length <= L.imageMax && SITE_PATH.test(text));
}

/** An image field: '' or a path on this site; the server also wants a new one to be a platform upload. */
function image(message: { id: string }) {
  return z
    .string({ error: message.id })
    .trim()
    .refine((s) => isSiteImageAddress(s), message.id);
}

/** PUT /platform/webConfig: every field of spec section 3, whole. */
export const PlatformWebConfigParam = z
  .object({
    pcWelcomeCn: plain(messages.siteWelcomeInvalid, L.welcomeMax, 1),
    pcWelcomeEn: plain(messages.siteWelcomeInvalid, L.welcomeMax, 1),
    pcLogoImgText: plain(messages.siteLogoTextTooLong, L.logoTextMax),
    pcLogoImg: image(messages.siteLogoInvalid),
    pcCompanyNameCn: plain(messages.siteCompanyNameInvalid, L.companyNameMax, 1),
    pcCompanyNameEn: plain(messages.siteCompanyNameInvalid, L.companyNameMax, 1),
    pcCompanyInfoCn: plain(messages.siteCompanyInfoTooLong, L.companyInfoMax, 0, true),
    pcCompanyInfoEn: plain(messages.siteCompanyInfoTooLong, L.companyInfoMax, 0, true),
    pcCopyrightCn: plain(messages.siteCopyrightInvalid, L.copyrightMax, 1),
    pcCopyrightEn: plain(messages.siteCopyrightInvalid, L.copyrightMax, 1),
    pcTitleImg: image(messages.siteFaviconInvalid),
  } satisfies Record<(typeof pcWebConfigKeys)[number], z.ZodType>)
  .meta({
    id: 'PlatformWebConfigParam',
    description:
      'The site configuration, whole: welcome texts, company names and copyright 1-100/1-50/1-100 characters in both languages; logo text up to 30; company information up to 500 (multi-line); logo and favicon an upload of the platform, the address they have, or empty',
  });
export type PlatformWebConfigParam = z.input<typeof PlatformWebConfigParam>;

/** The field a refusal of the site configuration's form belongs to (the message id names it). */
export function siteConfigFieldOf(messageId: string): (typeof pcWebConfigKeys)[number] | null {
  const byMessage: Record<string, (typeof pcWebConfigKeys)[number]> = {
    [messages.siteLogoInvalid.id]: 'pcLogoImg',
    [messages.siteFaviconInvalid.id]: 'pcTitleImg',
  };
  return byMessage[messageId] ?? null;
}

/** The answer of GET /platform/webConfig: what the storefront shows. */
export type PlatformWebConfig = PcWebConfig;

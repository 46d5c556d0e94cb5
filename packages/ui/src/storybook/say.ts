// Locale helpers of the stories: the wording a play expects and the links a story passes, per the
// story's locale global (zh by default, en in the English run).

/** A story's globals (its locale among them). */
export type Globals = Record<string, unknown>;

/** The story runs in English. */
export const isEn = (globals: { locale?: unknown }) => globals.locale === 'en';

/** Picks the expected wording of the story's locale. */
export const say = (globals: { locale?: unknown }, zh: string, en: string) => (isEn(globals) ? en : zh);

/** The English link of a route: `/en` before the path, and `/en` alone for the home page. */
export const enHref = (path: string) => (path === '/' ? '/en' : `/en${path}`);

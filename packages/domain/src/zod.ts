// Zod compiles object parsers with `new Function` where it may, and first probes whether it may by calling
// `Function('')`. Under the mall's Content-Security-Policy (no 'unsafe-eval', decisions/0028) that probe
// is blocked and reported as a violation in every page that parses. In a browser, zod runs without the
// compiler (a browser parses few objects); Node keeps it. It must run before the first object schema is
// made: the barrel (index.ts) imports it first, and so does every module that makes schemas (rules.ts,
// contract/*.ts), since the storefront's build drops the barrel's own imports: zod then arrives with the
// first chunk that validates, not with the storefront's entry (decisions/0040).
import { config } from 'zod';

if (typeof (globalThis as { window?: unknown }).window !== 'undefined') config({ jitless: true });

// The accepted picture formats in the locale's words ("JPG, PNG, WEBP or GIF"), as the Upload primitive
// says them; for the console's own pickers (rich text, product pictures, SKU pictures).
import { IMAGE_EXTENSIONS, IMAGE_TYPES } from '@mall/domain';

export function imageFormats(locale: string): string {
  return new Intl.ListFormat(locale, { style: 'short', type: 'disjunction' }).format(
    IMAGE_TYPES.map((type) => (IMAGE_EXTENSIONS[type]?.[0] ?? type).toUpperCase()),
  );
}

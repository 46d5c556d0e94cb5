// `/termsPage?sts=`: 0 the terms of service, 1 the privacy policy (spec section 2); any other value, or
// none, the terms of service.
import type { TermsDocument } from '@mall/ui/screens/TermsScreen';

export function termsDocumentFromQuery(params: URLSearchParams): TermsDocument {
  return params.get('sts')?.trim() === '1' ? 'privacy' : 'terms';
}

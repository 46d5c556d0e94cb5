// `/termsPage?sts=`: the terms of service (0, and any other value) or the privacy policy (1).
import { useNavigate, useSearchParams } from 'react-router';
import { TermsScreen } from '@mall/ui/screens/TermsScreen';
import { useLocalizedHref } from '../layouts/useChrome.ts';
import { termsDocumentFromQuery } from './termsQuery.ts';

export function Component() {
  const [params] = useSearchParams();
  const href = useLocalizedHref();
  const navigate = useNavigate();
  return (
    <TermsScreen
      document={termsDocumentFromQuery(params)}
      href={href}
      onNavigate={(to) => void navigate(to)}
    />
  );
}

import { TermsAndConditions } from '../../features/legal/components/TermsAndConditions';

export function TermsPage() {
  return <TermsAndConditions />;
}

import { PrivacyPolicy } from '../../features/legal/components/PrivacyPolicy';

export function PrivacyPage() {
  return <PrivacyPolicy />;
}

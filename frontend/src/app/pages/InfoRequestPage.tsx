import { InfoRequestContent } from '../../features/info-request/components/InfoRequestContent';

export function InfoRequestPage() {
  return <InfoRequestContent />;
}

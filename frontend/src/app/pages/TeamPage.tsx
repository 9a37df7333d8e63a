import { TeamContent } from '../../features/team/components/TeamContent';

export function TeamPage() {
  return <TeamContent />;
}

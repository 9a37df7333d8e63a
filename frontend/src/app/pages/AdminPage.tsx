import { AdminArea } from '../../features/admin/AdminArea';

/** The admin area: every /admin address, and /link (the booking-link generator). */
export function AdminPage() {
  return <AdminArea />;
}

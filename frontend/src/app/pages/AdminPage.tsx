import { AdminArea } from '../../features/admin/AdminArea';

/** The admin area: every /admin address, and /link until the booking-link generator exists. */
export function AdminPage() {
  return <AdminArea />;
}

import { useLocation } from 'react-router-dom';
import { HomeScreen } from '../screens/HomeScreen';
import { LinkGeneratorScreen } from './LinkGeneratorScreen';

/** The area opens on the booking-link generator at /link, on the admin home at /admin. */
export function AreaStart() {
  const { pathname } = useLocation();
  return /^\/link\/?$/.test(pathname) ? <LinkGeneratorScreen /> : <HomeScreen />;
}

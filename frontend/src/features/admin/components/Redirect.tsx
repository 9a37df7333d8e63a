import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Goes to `to` in place of the current address. react-router's own Navigate would join the
 * site's start file (every react-router piece does, see vite.config.ts) for the admin's sake.
 */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}

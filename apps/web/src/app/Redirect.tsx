import { Navigate } from '../routes/router.tsx';
import { useServerOutcome } from './page-request.ts';

/** Sends the visitor to another page: an HTTP redirect when the server renders, else the router. */
export function Redirect({ to }: { to: string }) {
  const outcome = useServerOutcome();
  if (outcome) {
    outcome.redirectTo ??= to;
    return null;
  }
  return <Navigate to={to} replace />;
}

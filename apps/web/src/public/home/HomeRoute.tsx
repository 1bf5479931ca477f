import { Redirect } from '../../app/Redirect.tsx';
import { useDomainFlag } from '../domain-settings.ts';
import { HomePage } from './HomePage.tsx';

/** Home, unless with-menu is off: then the orbital is the front page. */
export function HomeRoute() {
  return useDomainFlag('with-menu') ? <HomePage /> : <Redirect to="/orbital" />;
}

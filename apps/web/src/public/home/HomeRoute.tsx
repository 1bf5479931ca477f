import { HomePage } from '../../app/lazy-pages.tsx';
import { Redirect } from '../../app/Redirect.tsx';
import { LazyPage } from '../../ui/LazyPage.tsx';
import { useDomainFlag } from '../domain-settings.ts';

/**
 * Home, unless with-menu is off: then the orbital is the front page. Home's code loads on demand
 * (its server-rendered HTML links it), so that the model's page does not carry it.
 */
export function HomeRoute() {
  return useDomainFlag('with-menu') ? <LazyPage page={HomePage} /> : <Redirect to="/orbital" />;
}

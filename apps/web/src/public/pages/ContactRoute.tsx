import { preload } from 'react-dom';
import { useDomain } from '../../api/domain-query.ts';
import { ContactPage } from '../../app/lazy-pages.tsx';
import { LazyPage } from '../../ui/LazyPage.tsx';
import { contactIllustrationUrl } from './contact-illustration.ts';

/**
 * The contact page's code is loaded on demand; its illustration (the largest thing on the screen)
 * is asked for at the same time instead of once that code has run.
 */
export function ContactRoute() {
  const domain = useDomain();
  preload(contactIllustrationUrl(domain.settings), { as: 'image', fetchPriority: 'high' });
  return <LazyPage page={ContactPage} />;
}

import { preload } from 'react-dom';
import { useDomain } from '../../api/domain-query.ts';
import { ContactPage } from '../../app/lazy-pages.tsx';
import { LazyPage } from '../../ui/LazyPage.tsx';
import { contactIllustration } from './contact-illustration.ts';

/**
 * The contact page's code is loaded on demand; its illustration (the largest thing on the screen)
 * is asked for at the same time instead of once that code has run.
 */
export function ContactRoute() {
  const domain = useDomain();
  const illustration = contactIllustration(domain.settings);
  // the same srcset and sizes as the <img>: the browser fetches the one file the page shows
  preload(illustration.src, {
    as: 'image',
    fetchPriority: 'high',
    imageSrcSet: illustration.srcSet,
    imageSizes: illustration.sizes,
  });
  return <LazyPage page={ContactPage} />;
}

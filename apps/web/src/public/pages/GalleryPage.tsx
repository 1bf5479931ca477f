import { useDomain } from '../../api/domain-query.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { virtualTourPath } from '../../routes/paths.ts';
import { Link } from '../../routes/router.tsx';
import { PlaceholderScreen } from '../../ui/PlaceholderScreen.tsx';
import { useCycloramaAvailable, useVirtualToursAvailable } from '../availability.ts';
import { GalleryCarousel } from '../media/gallery/GalleryCarousel.tsx';
import { GalleryLogo } from '../media/gallery/GalleryLogo.tsx';
import { isPageActive } from '../pages-state.ts';

/** The gallery (/gallery): carousel and thumbnail strip, under a bar with the logo and the tour links. */
export default function GalleryPage() {
  const { t } = useTranslation();
  const domain = useDomain();
  const cyclorama = useCycloramaAvailable(domain) === true && isPageActive(domain, 'cyclorama');
  const virtualTours = useVirtualToursAvailable(domain) === true;
  const files = [...(domain.files ?? [])].sort((a, b) => a.order - b.order);
  if (files.length === 0) return <PlaceholderScreen title={t('gallery.title')} />;
  const title = domain.title || domain.name;
  return (
    <main id="main" className="gallery-page">
      <header className="gallery-page__bar">
        <GalleryLogo settings={domain.settings ?? []} alt={title} />
        <h1>{t('gallery.title')}</h1>
        {(cyclorama || virtualTours) && (
          <ul className="gallery-page__links">
            {cyclorama && (
              <li>
                <Link to="/cyclorama">{t('nav.cyclorama')}</Link>
              </li>
            )}
            {virtualTours && (
              <li>
                <Link to={virtualTourPath(1)}>{t('nav.virtualTours')}</Link>
              </li>
            )}
          </ul>
        )}
      </header>
      <GalleryCarousel files={files} title={title} />
    </main>
  );
}

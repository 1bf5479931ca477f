import { useTranslation } from 'react-i18next';
import { useDomain } from '../../api/domain-query.ts';
import { PlaceholderScreen } from '../../ui/PlaceholderScreen.tsx';
import './pages.css';

/** The gallery's pictures (the carousel with its thumbnail strip comes later). */
export default function GalleryPage() {
  const { t } = useTranslation();
  const files = [...(useDomain().files ?? [])].sort((a, b) => a.order - b.order);
  if (files.length === 0) return <PlaceholderScreen title={t('gallery.title')} />;
  return (
    <main id="main" className="media-page">
      <h1 className="sr-only">{t('gallery.title')}</h1>
      <ul className="media-page__grid">
        {files.map((file, index) => (
          <li key={file.id}>
            <img src={file.thumb?.url ?? file.file.url} alt={t('gallery.image', { number: index + 1 })} loading="lazy" />
          </li>
        ))}
      </ul>
    </main>
  );
}

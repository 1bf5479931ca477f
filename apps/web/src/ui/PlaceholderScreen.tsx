import { useTranslation } from '../i18n/use-translation.tsx';

/** "Pas de contenu ici": the screen of a page that has nothing to show. */
export function PlaceholderScreen({ title }: { title?: string }) {
  const { t } = useTranslation();
  return (
    <main id="main" className="placeholder-screen">
      {title && <h1>{title}</h1>}
      <p>{t('placeholder.empty')}</p>
    </main>
  );
}

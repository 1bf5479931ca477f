import { useTranslation } from 'react-i18next';
import { useDomain } from '../../api/domain-query.ts';
import { PlaceholderScreen } from '../../ui/PlaceholderScreen.tsx';
import './pages.css';

/** Videos with native players (the slider comes later). */
export default function VideoPage() {
  const { t } = useTranslation();
  const videos = [...(useDomain().videos ?? [])].sort((a, b) => a.order - b.order);
  if (videos.length === 0) return <PlaceholderScreen title={t('video.title')} />;
  return (
    <main id="main" className="media-page">
      <h1 className="sr-only">{t('video.title')}</h1>
      {videos.map((video) => (
        // biome-ignore lint/a11y/useMediaCaption: the domain's videos carry no caption track
        <video key={video.id} controls preload="metadata" poster={video.thumb?.url} className="media-page__video">
          {(video.formats ?? []).map((format) => (
            <source key={format.url} src={format.url} type={format.type} />
          ))}
          {t('video.unsupported')}
        </video>
      ))}
    </main>
  );
}

import { useDomain } from '../../api/domain-query.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { PlaceholderScreen } from '../../ui/PlaceholderScreen.tsx';
import { VideoSlider } from '../media/video/VideoSlider.tsx';

/** The video page (/video): a slider of native players, or the placeholder when there is no video. */
export default function VideoPage() {
  const { t } = useTranslation();
  const domain = useDomain();
  const videos = [...(domain.videos ?? [])]
    .filter((video) => (video.formats ?? []).length > 0)
    .sort((a, b) => a.order - b.order);
  if (videos.length === 0) return <PlaceholderScreen title={t('video.title')} />;
  return (
    <main id="main" className="video-page">
      <h1 className="sr-only">{t('video.title')}</h1>
      <VideoSlider videos={videos} title={domain.title || domain.name} />
    </main>
  );
}

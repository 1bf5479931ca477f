import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../api/http.ts';
import { translatedField, useLocale } from '../../i18n/use-locale.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useParams } from '../../routes/router.tsx';
import { PlaceholderScreen } from '../../ui/PlaceholderScreen.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { Turntable360 } from './turntable/Turntable360.tsx';
import { useV360Config } from './turntable/v360-config.ts';
import { type UnitWithPlace, unitWithPlaceUrl } from './unit-names.ts';
import './turntable/turntable.css';

/** /iframe/unit/{id}: the unit's 360 view alone, for embedding; the placeholder when it has none. */
export default function UnitV360Page() {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useParams().id ?? '';
  const unit = useQuery({
    queryKey: ['unit-with-place', id],
    queryFn: ({ signal }) =>
      getJson<{ data: UnitWithPlace }>(unitWithPlaceUrl(id), signal).then((answer) => answer.data),
    retry: false,
  });
  // the unit is read first: one of another site answers 404, and then no 360 is asked for
  const { folder, config, isLoading } = useV360Config(unit.data?.id ?? null);

  if (unit.isPending || isLoading) return <Spinner fullScreen />;
  const title = unit.data
    ? translatedField(unit.data, 'fullname', locale) || unit.data.name
    : t('v360.title');
  if (!folder || !config) return <PlaceholderScreen title={title} />;
  return (
    <main id="main" className="unit-v360-page">
      <h1 className="sr-only">{`${t('v360.title')} — ${title}`}</h1>
      <Turntable360 folder={folder} totalImages={config.totalImages} title={title} />
    </main>
  );
}

import type { TUnit } from '@vitrine/core';
import { showDownloadBlueprint } from '@vitrine/core/display-rules';
import { flag } from '@vitrine/core/settings';
import { unitSummary } from '@vitrine/core/unit-summary';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useDomain } from '../../api/domain-query.ts';
import { translatedField, useLocale } from '../../i18n/use-locale.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Link } from '../../routes/router.tsx';
import { siteViewedUnits } from '../analytics/ViewedUnitsConsent.tsx';
import { countVisitorEvent, viewedUnitIds } from '../analytics/visitor-events.ts';
import { FavouriteButton } from '../favourites/FavouriteButton.tsx';
import { contactUnitState } from '../forms/contact-unit.ts';
import { useKioskMode } from '../kiosk/kiosk-state.ts';
import { Turntable360 } from '../media/turntable/Turntable360.tsx';
import { useV360Config } from '../media/turntable/v360-config.ts';
import type { OrbitalPlace } from '../orbital/resolve-place.ts';
import { type ImageMode, initialImageMode } from './image-mode.ts';
import { MailModal } from './MailModal.tsx';
import { PlanViewer } from './PlanViewer.tsx';
import { ShareUnit } from './ShareUnit.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { sanitizeHtml } from './sanitize-html.ts';
import './unit.css';

/** On a kiosk, the unit's QR code instead of the e-mail form (loaded there only). */
const PhoneQrModal = lazy(() => import('../kiosk/PhoneQrModal.tsx'));

/** Detail turntables turn slower than the standalone viewer (sensitivity 5). */
const PANEL_SENSITIVITY = 5;

interface Props {
  unit: TUnit;
  place: OrbitalPlace;
  onBack: () => void;
}

/** The unit sheet: back link, title, status, 2D/3D/360 views, facts and the three actions. */
export default function UnitDetailPanel({ unit, place, onBack }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { project } = place;
  const [mode, setMode] = useState<ImageMode>(() => initialImageMode(unit));
  const [mailOpen, setMailOpen] = useState(false);
  const kiosk = useKioskMode();
  const [phoneOpen, setPhoneOpen] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const v360 = useV360Config(unit.id);
  const total360 = v360.config?.totalImages ?? 0;
  const summary = unitSummary(unit, project, locale, 'panel');
  const description = translatedField(unit, 'description', locale);
  const safeDescription = useMemo(() => (description ? sanitizeHtml(description) : ''), [description]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when another unit is shown
  useEffect(() => {
    setMode(initialImageMode(unit));
    headingRef.current?.focus();
  }, [unit.id]);
  // counted for the site's analytics, and remembered in this tab for the forms (no cookie)
  useEffect(() => countVisitorEvent('unit_opened', unit.id), [unit.id]);
  const domain = useDomain();
  // the others opened during the visit (this one is the mail's own unit); read again as the form opens
  // biome-ignore lint/correctness/useExhaustiveDependencies: mailOpen is the moment to read them
  const viewedUnits = useMemo(
    () =>
      siteViewedUnits(
        domain,
        viewedUnitIds().filter((id) => id !== unit.id),
        locale,
      ),
    [domain, locale, mailOpen, unit.id],
  );

  const modes: { mode: ImageMode; label: string; shown: boolean }[] = [
    { mode: '2d', label: t('unit.plan2d'), shown: true },
    { mode: '3d', label: t('unit.plan3d'), shown: Boolean(unit.blueprint3D?.url) },
    { mode: '360', label: t('unit.view360'), shown: total360 > 0 },
  ];
  const settings = project.settings;
  const planUrl = mode === '3d' ? (unit.blueprint3D?.url ?? null) : (unit.blueprint2D?.url ?? null);

  return (
    <aside className="sidebar-panel sidebar-panel--unit" aria-labelledby="unit-title">
      <button type="button" className="unit-panel__back" onClick={onBack}>
        <span aria-hidden="true">←</span> {t('unit.backToModel')}
      </button>
      <header className="unit-panel__header">
        <h2 id="unit-title" ref={headingRef} tabIndex={-1}>
          {summary.title}
        </h2>
        {summary.status && <StatusBadge status={summary.status} />}
        <FavouriteButton unit={unit} name={summary.title} />
      </header>
      <fieldset className="segmented">
        <legend className="sr-only">{t('front.imageMode')}</legend>
        {modes
          .filter((entry) => entry.shown)
          .map((entry) => (
            <button
              key={entry.mode}
              type="button"
              aria-pressed={mode === entry.mode}
              onClick={() => setMode(entry.mode)}
            >
              {entry.label}
            </button>
          ))}
      </fieldset>
      <div className="unit-panel__media">
        {mode === '360' && v360.folder && total360 > 0 ? (
          <Turntable360
            folder={v360.folder}
            totalImages={total360}
            title={summary.title}
            sensitivity={PANEL_SENSITIVITY}
          />
        ) : (
          <PlanViewer url={planUrl} alt={`${summary.title} — ${mode.toUpperCase()}`} />
        )}
      </div>
      <dl className="unit-facts">
        {summary.facts.map((fact) => (
          <div key={fact.key} data-fact={fact.key}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {safeDescription && (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify just above
        <div className="unit-panel__description" dangerouslySetInnerHTML={{ __html: safeDescription }} />
      )}
      <div className="unit-panel__actions">
        {flag(settings, 'with-send-by-email-button') && (
          <button
            type="button"
            className="button"
            onClick={() => (kiosk ? setPhoneOpen(true) : setMailOpen(true))}
          >
            {kiosk ? t('kiosk.phone.button') : t('unit.sendByEmail')}
          </button>
        )}
        {flag(settings, 'with-contact-us-button') && (
          <Link to="/contact" state={contactUnitState(unit.id)} className="button button--ghost">
            {t('unit.contactUs')}
          </Link>
        )}
        {showDownloadBlueprint(unit, settings) && (
          <a href={`/download/${unit.id}/blueprints`} className="button button--ghost" download>
            {t('unit.downloadBlueprint')}
          </a>
        )}
      </div>
      <ShareUnit unitId={unit.id} title={summary.title} />
      <MailModal
        open={mailOpen}
        unit={unit}
        project={project}
        onClose={() => setMailOpen(false)}
        viewedUnits={viewedUnits}
      />
      {kiosk && (
        <Suspense fallback={null}>
          <PhoneQrModal
            open={phoneOpen}
            unitId={unit.id}
            title={summary.title}
            onClose={() => setPhoneOpen(false)}
          />
        </Suspense>
      )}
    </aside>
  );
}

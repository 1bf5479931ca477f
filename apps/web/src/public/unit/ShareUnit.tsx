import { unitSheetPdfUrl } from '@vitrine/core/unit-sheet';
import { useLocale } from '../../i18n/use-locale.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { showToast } from '../../ui/toast.tsx';
import { useKioskMode } from '../kiosk/kiosk-state.ts';

/**
 * "Partager", "Fiche PDF" (the sheet made by the server as a PDF, issue 15 point 3) and the unit's
 * QR code on its sheet. The button hands the page's link to the
 * device's share sheet where there is one (phones), else copies it; the QR code (drawn by the
 * server, /unit/{id}/qr.svg) opens the same sheet on a phone held up to a sales-office screen.
 */
export function ShareUnit({ unitId, title }: { unitId: number; title: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const kiosk = useKioskMode();
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // the visitor closed the share sheet: nothing to say
        if ((error as Error).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      showToast(t('unit.linkCopied'));
    } catch {
      showToast(t('unit.copyFailed', { url }), 'error');
    }
  };
  return (
    <div className="unit-share">
      {/* a kiosk's clipboard is the next visitor's: its QR codes share instead */}
      {!kiosk && (
        <button type="button" className="button button--ghost" onClick={() => void share()}>
          {t('unit.share')}
        </button>
      )}
      <a
        href={unitSheetPdfUrl(unitId, locale)}
        className="button button--ghost"
        title={t('unitSheet.downloadTitle')}
        download
      >
        {t('unitSheet.download')}
      </a>
      <figure className="unit-share__qr">
        <img src={`/unit/${unitId}/qr.svg`} width={112} height={112} alt={t('unit.qrAlt')} loading="lazy" />
        <figcaption>{t('unit.qrCaption')}</figcaption>
      </figure>
    </div>
  );
}

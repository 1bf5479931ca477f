import { UNAVAILABLE_BLUEPRINT_IMAGE } from '@vitrine/core/settings';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Modal } from '../../ui/Modal.tsx';

/** A plan image that opens in a lightbox; a missing plan shows the unavailable-blueprint picture. */
export function PlanViewer({ url, alt }: { url: string | null; alt: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!url) {
    return (
      <img className="plan-image" src={UNAVAILABLE_BLUEPRINT_IMAGE} alt={t('unit.unavailableBlueprint')} />
    );
  }
  return (
    <>
      <button
        type="button"
        className="plan-button"
        onClick={() => setOpen(true)}
        aria-label={`${t('unit.enlargePlan')} — ${alt}`}
      >
        <img className="plan-image" src={url} alt="" />
        <span className="plan-button__zoom" aria-hidden="true">
          ⤢
        </span>
      </button>
      <Modal
        open={open}
        title={alt}
        onClose={() => setOpen(false)}
        closeLabel={t('front.lightboxClose')}
        className="lightbox"
      >
        <img className="lightbox__image" src={url} alt={alt} />
      </Modal>
    </>
  );
}

import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';

interface Props {
  kind: 'place' | 'unit';
  name: string;
}

/** Tells the visitor that the building, floor or unit named in the URL does not exist (issue 13). */
export function PlaceNotFoundNotice({ kind, name }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <div className="orbital-notice" role="status">
      <p>{t(kind === 'place' ? 'availability.placeNotFound' : 'availability.unitNotFound', { name })}</p>
      <button
        type="button"
        className="icon-button"
        aria-label={t('common.close')}
        onClick={() => setOpen(false)}
      >
        ×
      </button>
    </div>
  );
}

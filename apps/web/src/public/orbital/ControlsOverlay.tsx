import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/Modal.tsx';

const SEEN_KEY = 'vitrine.controls-seen';

export function controlsSeen(): boolean {
  try {
    return localStorage.getItem(SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberControlsSeen(): void {
  try {
    localStorage.setItem(SEEN_KEY, '1');
  } catch {
    // private mode: shown again next visit
  }
}

const HINTS = [
  { key: 'zoom', image: '/img/controls/hand-zoom.svg' },
  { key: 'rotation', image: '/img/controls/hand-rotation.svg' },
  { key: 'click', image: '/img/controls/hand-click.svg' },
] as const;

/** "Contrôles": how to zoom, turn and open; closes by its button or a click outside. */
export function ControlsOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('orbital.controls.title')}
      onClose={onClose}
      closeLabel={t('common.close')}
      className="controls-overlay"
    >
      <ul className="controls-overlay__hints">
        {HINTS.map((hint) => (
          <li key={hint.key}>
            <img src={hint.image} alt="" width={72} height={72} />
            <strong>{t(`orbital.controls.${hint.key}`)}</strong>
            <span>{t(`orbital.controls.${hint.key}Hint`)}</span>
          </li>
        ))}
      </ul>
    </Modal>
  );
}

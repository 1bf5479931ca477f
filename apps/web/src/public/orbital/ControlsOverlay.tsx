import { useTranslation } from '../../i18n/use-translation.tsx';
import { cookieValue, ONE_YEAR_S, setSiteCookie } from '../../ui/cookies.ts';
import { Modal } from '../../ui/Modal.tsx';

/** A cookie, so that the server renders the model's page with or without the overlay. */
export const CONTROLS_SEEN_COOKIE = 'vitrine-controls-seen';

export function controlsSeen(cookies: string): boolean {
  return cookieValue(cookies, CONTROLS_SEEN_COOKIE) === '1';
}

export function rememberControlsSeen(): void {
  setSiteCookie(CONTROLS_SEEN_COOKIE, '1', ONE_YEAR_S);
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

import { useTranslation } from '../../i18n/use-translation.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { registerKioskStrings } from './kiosk-strings.ts';

registerKioskStrings();

interface Props {
  open: boolean;
  unitId: number;
  title: string;
  onClose: () => void;
}

/**
 * "Recevoir sur mon téléphone" on a kiosk: the unit's QR code, large, instead of the e-mail form —
 * nobody types an address on a shared screen. The code (GET /unit/{id}/qr.svg) opens the unit's
 * page on the site's own address.
 */
export default function PhoneQrModal({ open, unitId, title, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('kiosk.phone.title')}
      onClose={onClose}
      closeLabel={t('kiosk.phone.close')}
      className="kiosk-phone"
    >
      <img
        className="kiosk-phone__qr"
        src={`/unit/${unitId}/qr.svg`}
        width={280}
        height={280}
        alt={t('kiosk.phone.qrAlt', { title })}
      />
      <p>{t('kiosk.phone.hint')}</p>
    </Modal>
  );
}

import { useTranslation } from 'react-i18next';

export function Spinner({ fullScreen = false, label }: { fullScreen?: boolean; label?: string }) {
  const { t } = useTranslation();
  const text = label ?? t('common.loading');
  const spinner = (
    <div role="status" aria-live="polite" className="spinner-status">
      <div className="spinner" aria-hidden="true" />
      <span className="sr-only">{text}</span>
    </div>
  );
  return fullScreen ? <div className="spinner-screen">{spinner}</div> : spinner;
}

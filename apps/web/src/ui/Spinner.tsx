import { useTranslation } from '../i18n/use-translation.tsx';

export function Spinner({ fullScreen = false, label }: { fullScreen?: boolean; label?: string }) {
  const { t } = useTranslation();
  const text = label ?? t('common.loading');
  const spinner = (
    <div role="status" aria-live="polite" className="spinner-status">
      <svg className="spinner" viewBox="0 0 40 40" aria-hidden="true">
        <circle className="spinner__track" cx="20" cy="20" r="18" />
        <path className="spinner__arc" d="M20 2a18 18 0 0 1 18 18" />
      </svg>
      <span className="sr-only">{text}</span>
    </div>
  );
  return fullScreen ? <div className="spinner-screen">{spinner}</div> : spinner;
}

import { rememberLanguage, SUPPORTED_LANGUAGES } from '../../i18n/setup.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';

/** FR / EN buttons; every visible string, data included, follows the chosen language. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <fieldset className={`language-switcher ${className ?? ''}`}>
      <legend className="sr-only">{t('common.language')}</legend>
      {SUPPORTED_LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={i18n.language === language}
          aria-label={t(`common.languages.${language}`)}
          onClick={() => {
            void i18n.changeLanguage(language);
            rememberLanguage(language);
          }}
        >
          {language.toUpperCase()}
        </button>
      ))}
    </fieldset>
  );
}

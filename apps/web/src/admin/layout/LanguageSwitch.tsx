import { SegmentedControl } from '@mantine/core';
import { isLanguage, rememberLanguage } from '../../i18n/setup.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';

/** FR/EN: the interface language, also the language lists show content in. */
export function LanguageSwitch({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const { i18n, t } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'fr';
  return (
    <SegmentedControl
      size={size}
      aria-label={t('admin.language.label')}
      value={language}
      onChange={(next) => {
        if (!isLanguage(next)) return;
        rememberLanguage(next);
        void i18n.changeLanguage(next);
      }}
      data={[
        { value: 'fr', label: t('admin.form.languageFr') },
        { value: 'en', label: t('admin.form.languageEn') },
      ]}
    />
  );
}

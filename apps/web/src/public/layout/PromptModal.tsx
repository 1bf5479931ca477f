import { settingValue } from '@vitrine/core/settings';
import { useEffect, useState } from 'react';
import { useDomain } from '../../api/domain-query.ts';
import { translatedField, useLocale } from '../../i18n/use-locale.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { hasPromptCookie, setPromptCookie } from './prompt-cookie.ts';

/** Text of an HTML setting without its markup (the prompt shows it as plain paragraphs). */
function plainText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

/** Read when the modal opens (Modal renders its content only then), never on the server. */
function PlainText({ html }: { html: string }) {
  return <p>{plainText(html)}</p>;
}

/** prompt-modal: opens once unless promptCookie is there (kept 7 days); SitePrompt says when it is wanted. */
export function PromptModal() {
  const { t } = useTranslation();
  const locale = useLocale();
  const domain = useDomain();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!hasPromptCookie()) {
      setOpen(true);
      setPromptCookie();
    }
  }, []);

  const presentation = settingValue(domain.settings ?? [], 'presentation');
  const title = translatedField(domain, 'title', locale) || domain.name;
  const subtitle = translatedField(domain, 'subtitle', locale);
  return (
    <Modal
      open={open}
      title={title}
      onClose={() => setOpen(false)}
      closeLabel={t('promptModal.close')}
      className="prompt-modal"
    >
      {subtitle && <p className="prompt-modal__subtitle">{subtitle}</p>}
      {presentation && <PlainText html={presentation} />}
      <button type="button" className="button" onClick={() => setOpen(false)}>
        {t('front.discover')}
      </button>
    </Modal>
  );
}

import type { TProject, TUnit } from '@vitrine/core';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { fieldErrorsOf, postJson } from '../../api/http.ts';
import { translatedField, useLocale } from '../../i18n/use-locale.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { showToast } from '../../ui/toast.tsx';
import { type ViewedUnit, ViewedUnitsConsent, viewedUnitsToSend } from '../analytics/ViewedUnitsConsent.tsx';
import { getCaptchaToken } from '../captcha/index.ts';
import { announceLeadSent } from '../embed/embed-signals.ts';
import { failureMessage, formUrl } from '../forms/form-answer.ts';
import { sanitizeHtml } from './sanitize-html.ts';

type Field = 'first_name' | 'last_name' | 'email' | 'rgpd_acceptance';
const EMPTY = { first_name: '', last_name: '', email: '', rgpd_acceptance: false };

interface Props {
  open: boolean;
  unit: TUnit;
  project: Pick<TProject, 'cgu' | 'gdpr' | 'translatable'>;
  onClose: () => void;
  /** Units opened during this visit, which the visitor may choose to send along (analytics). */
  viewedUnits?: readonly ViewedUnit[];
}

/**
 * "Envoyer par mail": sends the unit's sheet to the visitor (POST /unit/mail-to, in the page's
 * language); 422 shows field errors, any other failure says what happened above the form. The
 * project's GDPR text, when staff wrote one, says what consent the box gives.
 */
export function MailModal({ open, unit, project, onClose, viewedUnits = [] }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const gdpr = translatedField(project, 'gdpr', locale);
  const safeGdpr = useMemo(() => (gdpr ? sanitizeHtml(gdpr).trim() : ''), [gdpr]);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sendViewed, setSendViewed] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setErrors({});
    setFailure(null);
    try {
      const recaptcha_token = await getCaptchaToken('login');
      const answer = await postJson<{ message?: string }>(formUrl('/unit/mail-to', locale), {
        ...values,
        recaptcha_token,
        url: window.location.href,
        unit_id: unit.id,
        viewed_unit_ids: viewedUnitsToSend(viewedUnits, sendViewed),
      });
      setValues(EMPTY);
      announceLeadSent({ form: 'unit-mail', unit_id: unit.id });
      onClose();
      showToast(answer?.message || t('mailModal.success'));
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors) setErrors(fieldErrors);
      else {
        console.error('mail-to failed', error);
        setFailure(failureMessage(error, t));
      }
    } finally {
      setSending(false);
    }
  };

  const field = (
    name: Exclude<Field, 'rgpd_acceptance'>,
    label: string,
    type = 'text',
    autoComplete?: string,
  ) => (
    <div className="form-field">
      <label htmlFor={`${id}-${name}`}>
        {label}
        <span aria-hidden="true"> *</span>
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        required
        autoComplete={autoComplete}
        value={values[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-errors` : undefined}
        onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      />
      <FieldErrors id={`${id}-${name}-errors`} messages={errors[name]} />
    </div>
  );

  return (
    <Modal open={open} title={t('mailModal.title')} onClose={onClose} closeLabel={t('common.close')}>
      <form className="mail-form" onSubmit={submit} noValidate>
        {failure && (
          <p className="form-failure" role="alert">
            {failure}
          </p>
        )}
        {field('first_name', t('mailModal.firstName'), 'text', 'given-name')}
        {field('last_name', t('mailModal.lastName'), 'text', 'family-name')}
        {field('email', t('mailModal.email'), 'email', 'email')}
        <div className="form-field form-field--check">
          <label>
            <input
              type="checkbox"
              name="rgpd_acceptance"
              checked={values.rgpd_acceptance}
              aria-invalid={errors.rgpd_acceptance ? true : undefined}
              aria-describedby={
                [safeGdpr && `${id}-gdpr`, errors.rgpd_acceptance && `${id}-rgpd-errors`]
                  .filter(Boolean)
                  .join(' ') || undefined
              }
              onChange={(event) =>
                setValues((current) => ({ ...current, rgpd_acceptance: event.target.checked }))
              }
            />
            <span>
              {t('mailModal.consent')}
              <span aria-hidden="true"> *</span>
            </span>
          </label>
          {safeGdpr && (
            <div
              id={`${id}-gdpr`}
              className="mail-form__gdpr"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify above
              dangerouslySetInnerHTML={{ __html: safeGdpr }}
            />
          )}
          {project.cgu && (
            <a href={project.cgu} target="_blank" rel="noopener">
              {t('mailModal.terms')}
            </a>
          )}
          <FieldErrors id={`${id}-rgpd-errors`} messages={errors.rgpd_acceptance} />
        </div>
        <ViewedUnitsConsent units={viewedUnits} checked={sendViewed} onChange={setSendViewed} />
        <FieldErrors
          id={`${id}-other-errors`}
          messages={errors.recaptcha_token ?? errors.unit_id ?? errors.url}
        />
        <button type="submit" className="button" disabled={sending}>
          {sending ? t('mailModal.sending') : t('mailModal.send')}
        </button>
      </form>
    </Modal>
  );
}

function FieldErrors({ id, messages }: { id: string; messages: string[] | undefined }) {
  if (!messages?.length) return null;
  return (
    <ul id={id} className="field-errors">
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

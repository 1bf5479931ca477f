import type { TProject, TUnit } from '@vitrine/core';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, postJson } from '../../api/http.ts';
import { Modal } from '../../ui/Modal.tsx';
import { showToast } from '../../ui/toast.tsx';
import { getCaptchaToken } from '../captcha/index.ts';

type Field = 'first_name' | 'last_name' | 'email' | 'rgpd_acceptance';
const EMPTY = { first_name: '', last_name: '', email: '', rgpd_acceptance: false };

interface Props {
  open: boolean;
  unit: TUnit;
  project: Pick<TProject, 'cgu'>;
  onClose: () => void;
}

/** "Envoyer par mail": sends the unit's sheet to the visitor (POST /unit/mail-to); 422 shows field errors. */
export function MailModal({ open, unit, project, onClose }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setErrors({});
    try {
      const recaptcha_token = await getCaptchaToken('login');
      const answer = await postJson<{ message?: string }>('/unit/mail-to', {
        ...values,
        recaptcha_token,
        url: window.location.href,
        unit_id: unit.id,
      });
      setValues(EMPTY);
      onClose();
      showToast(answer?.message || t('mailModal.success'));
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors) setErrors(fieldErrors);
      else console.error('mail-to failed', error);
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
              aria-describedby={errors.rgpd_acceptance ? `${id}-rgpd-errors` : undefined}
              onChange={(event) =>
                setValues((current) => ({ ...current, rgpd_acceptance: event.target.checked }))
              }
            />
            <span>
              {t('mailModal.consent')}
              <span aria-hidden="true"> *</span>
            </span>
          </label>
          {project.cgu && (
            <a href={project.cgu} target="_blank" rel="noopener">
              {t('mailModal.terms')}
            </a>
          )}
          <FieldErrors id={`${id}-rgpd-errors`} messages={errors.rgpd_acceptance} />
        </div>
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

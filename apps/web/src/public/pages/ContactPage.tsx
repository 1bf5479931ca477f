import type { TDomain } from '@vitrine/core';
import { settingValue } from '@vitrine/core/settings';
import { type ChangeEvent, type FormEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useDomain } from '../../api/domain-query.ts';
import { fieldErrorsOf, HttpError, postJson } from '../../api/http.ts';
import { Redirect } from '../../app/Redirect.tsx';
import { translatedField, useLocale } from '../../i18n/use-locale.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useLocation } from '../../routes/router.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useHydrated } from '../../ui/use-hydrated.ts';
import {
  siteViewedUnits,
  type ViewedUnit,
  ViewedUnitsConsent,
  viewedUnitsToSend,
} from '../analytics/ViewedUnitsConsent.tsx';
import { viewedUnitIds } from '../analytics/visitor-events.ts';
import { getCaptchaToken } from '../captcha/index.ts';
import { announceLeadSent } from '../embed/embed-signals.ts';
import { contactUnitIdOf, findSiteUnit } from '../forms/contact-unit.ts';
import { failureMessage, formUrl } from '../forms/form-answer.ts';
import { typedBeforeHydration } from '../forms/typed-before-hydration.ts';
import { CoverPicture } from '../media/CoverPicture.tsx';
import { isPageActive } from '../pages-state.ts';
import { contactIllustration } from './contact-illustration.ts';
import './contact-page.css';

const FIELDS = ['last_name', 'first_name', 'email', 'phone', 'body'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { last_name: '', first_name: '', email: '', phone: '', body: '' };
type Feedback = { tone: 'success' | 'error'; message: string } | null;

/** Contact: redirects home when its page is inactive; otherwise the illustration, the form and the site's details. */
export default function ContactPage() {
  const domain = useDomain();
  if (!isPageActive(domain, 'contact')) return <Redirect to="/" />;
  return <ContactScreen domain={domain} />;
}

function ContactScreen({ domain }: { domain: TDomain }) {
  const { t } = useTranslation();
  const settings = domain.settings ?? [];
  const illustration = contactIllustration(settings);
  return (
    <main id="main" className="contact-page">
      {/* the box is sized by the layout, not by the picture: nothing moves when it arrives */}
      <div className="contact-page__illustration">
        <CoverPicture picture={illustration} fetchPriority="high" />
      </div>
      <section className="contact-page__content" aria-labelledby="contact-heading">
        <h1 id="contact-heading" className="contact-page__heading">
          {t('contact.heading')}
        </h1>
        <ContactForm domain={domain} />
        <ContactDetails settings={settings} />
      </section>
    </main>
  );
}

/**
 * POST /contact with an invisible captcha; the answer's message shows above the form, 422 errors
 * under each field. Opened from a unit's sheet, the message is about that unit (sent as unit_id)
 * until the visitor drops it.
 */
function ContactForm({ domain }: { domain: TDomain }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const carriedId = contactUnitIdOf(useLocation().state);
  const [unitId, setUnitId] = useState(carriedId);
  const unit = unitId === null ? undefined : findSiteUnit(domain, unitId);
  const unitName = unit ? translatedField(unit, 'fullname', locale) || unit.name : null;
  const [values, setValues] = useState(EMPTY);
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [sending, setSending] = useState(false);
  // the units opened during this visit, offered to the visitor to send along (analytics); read from
  // sessionStorage once hydrated, so that the first render matches the server's HTML (a mismatch
  // renders the page again and drops what the visitor has typed meanwhile)
  const [viewedUnits, setViewedUnits] = useState<ViewedUnit[]>([]);
  useEffect(() => setViewedUnits(siteViewedUnits(domain, viewedUnitIds(), locale)), [domain, locale]);
  const [sendViewed, setSendViewed] = useState(false);
  // On a slow phone the form is on screen seconds before the script: what was typed meanwhile is
  // taken into the form's state, and sending waits for the script (a click before would submit
  // the page natively, losing the lead and putting the visitor's details in the address). Opened
  // from another page (no server HTML) the fields are empty and the effect changes nothing.
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  useLayoutEffect(() => {
    const { website, ...typed } = typedBeforeHydration(formRef.current, [...FIELDS, 'website']);
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
    if (website) setHoneypot(website);
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setErrors({});
    setFeedback(null);
    try {
      const recaptcha_token = await getCaptchaToken('contact');
      const payload = {
        ...values,
        phone: values.phone || undefined,
        unit_id: unit?.id,
        viewed_unit_ids: viewedUnitsToSend(viewedUnits, sendViewed),
        recaptcha_token,
        website: honeypot,
      };
      const answer = await postJson<{ message?: string }>(formUrl('/contact', locale), payload);
      setValues(EMPTY);
      announceLeadSent({ form: 'contact', unit_id: unit?.id ?? null });
      setFeedback({ tone: 'success', message: answer?.message || t('contact.success') });
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors) setErrors(fieldErrors);
      const serverMessage =
        error instanceof HttpError ? (error.body as { message?: unknown } | null)?.message : null;
      setFeedback({
        tone: 'error',
        message: fieldErrors && typeof serverMessage === 'string' ? serverMessage : failureMessage(error, t),
      });
      if (!fieldErrors) console.error('contact failed', error);
    } finally {
      setSending(false);
    }
  };

  const change = (name: Field) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const field = (
    name: Field,
    label: string,
    options: { type?: string; autoComplete?: string; required?: boolean },
  ) => {
    const inputId = `${id}-${name}`;
    const messages = errors[name];
    const common = {
      id: inputId,
      name,
      value: values[name],
      required: options.required !== false,
      'aria-invalid': messages ? true : undefined,
      'aria-describedby': messages ? `${inputId}-errors` : undefined,
      onChange: change(name),
    };
    return (
      <div className="contact-form__field">
        <label htmlFor={inputId}>
          {label}
          {options.required !== false && <span aria-hidden="true"> {t('common.requiredMark')}</span>}
        </label>
        {name === 'body' ? (
          <textarea {...common} rows={6} />
        ) : (
          <input {...common} type={options.type ?? 'text'} autoComplete={options.autoComplete} />
        )}
        {messages?.length ? (
          <ul id={`${inputId}-errors`} className="contact-form__errors">
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : null}
      </div>
    );
  };

  const otherErrors = errors.recaptcha_token ?? errors._;
  return (
    <form ref={formRef} className="contact-form" onSubmit={submit} noValidate aria-busy={sending}>
      {feedback && (
        <p
          className={`contact-form__feedback contact-form__feedback--${feedback.tone}`}
          role={feedback.tone === 'success' ? 'status' : 'alert'}
        >
          {feedback.message}
        </p>
      )}
      {unitName && (
        <p className="contact-form__unit">
          <span>{t('leads.contactAbout', { unit: unitName })}</span>
          <button type="button" className="contact-form__unit-drop" onClick={() => setUnitId(null)}>
            {t('leads.forgetUnit')}
          </button>
        </p>
      )}
      {field('last_name', t('contact.lastName'), { autoComplete: 'family-name' })}
      {field('first_name', t('contact.firstName'), { autoComplete: 'given-name' })}
      {field('email', t('contact.email'), { type: 'email', autoComplete: 'email' })}
      {field('phone', t('contact.phone'), { type: 'tel', autoComplete: 'tel', required: false })}
      {field('body', t('contact.body'), {})}
      <ViewedUnitsConsent units={viewedUnits} checked={sendViewed} onChange={setSendViewed} />
      {/* Left empty by people, who never see it; bots fill it in and are dropped by the server. */}
      <div className="contact-form__trap" aria-hidden="true">
        <label htmlFor={`${id}-website`}>Website</label>
        <input
          id={`${id}-website`}
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(event) => setHoneypot(event.target.value)}
        />
      </div>
      {otherErrors?.length ? (
        <ul className="contact-form__errors">
          {otherErrors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      <div className="contact-form__actions">
        <button type="submit" className="button" disabled={sending || !hydrated}>
          {t('contact.send')}
        </button>
        {sending && <Spinner />}
      </div>
    </form>
  );
}

/** The site's phone, e-mail and postal address, from its settings; nothing when none is set. */
function ContactDetails({ settings }: { settings: NonNullable<TDomain['settings']> }) {
  const { t } = useTranslation();
  const phone = settingValue(settings, 'contact-phone');
  const email = settingValue(settings, 'contact-email');
  const address = settingValue(settings, 'contact-address');
  if (!phone && !email && !address) return null;
  return (
    <dl className="contact-page__details">
      {phone && (
        <div>
          <dt>{t('contact.phoneLabel')}</dt>
          <dd>
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
          </dd>
        </div>
      )}
      {email && (
        <div>
          <dt>{t('contact.emailLabel')}</dt>
          <dd>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
        </div>
      )}
      {address && (
        <div>
          <dt>{t('contact.addressLabel')}</dt>
          <dd className="contact-page__address">{address}</dd>
        </div>
      )}
    </dl>
  );
}

import { formatBoolean, type Locale, type SettingLike, type TranslationKey, translate } from '@vitrine/core';
import { pickTranslation } from '@vitrine/core/schemas/translatable';
import { unitSummary } from '@vitrine/core/unit-summary';
import { parseTranslated } from '../../db/translatable.ts';
import type { TOutboxMail } from '../../mail/outbox-mail.ts';
import { presentPublicProjectFields } from '../../presenters/public-presenters.ts';
import type { UnitPlanFile } from '../downloads/unit-plans.ts';
import { presentUnitWithRelations } from '../units/unit-presenter.ts';
import type { UnitWithRelations } from '../units/unit-repository.ts';
import type { UnitOfDomain } from './lead-repository.ts';
import { type MailBlock, renderMail } from './mail-layout.ts';

/** Who left the lead, as validated. */
export interface LeadPerson {
  first_name: string;
  last_name: string;
  email: string;
  phone?: string | null;
}

/** The unit's name for people: its full name in the locale, else its short name. */
export function unitDisplayName(found: UnitOfDomain, locale: Locale): string {
  return pickTranslation(parseTranslated(found.unit.fullname), locale) || found.unit.name;
}

/**
 * The facts of the unit sheet, by the same function as the site's sheet (core unit-summary.ts):
 * the unit as the public API presents it, with the project's settings.
 */
function unitFacts(
  found: UnitWithRelations,
  projectSettings: readonly SettingLike[],
  locale: Locale,
): [string, string][] {
  const ctx = { locale, translatable: true, fileUrl: (path: string) => path };
  const unit = presentUnitWithRelations(found, ctx);
  const project = { ...presentPublicProjectFields(found.project, ctx), settings: projectSettings };
  return unitSummary(unit, project, locale, 'panel').facts.map((fact) => [fact.label, fact.value]);
}

/** The unit sheet sent to the visitor, in their language, with the plan attached and linked. */
export function unitSheetMail(input: {
  locale: Locale;
  person: LeadPerson;
  found: UnitWithRelations;
  projectSettings: readonly SettingLike[];
  unitUrl: string;
  downloadUrl: string;
  plans: readonly UnitPlanFile[];
  /** The unit's PDF sheet, attached when it has no plan file (issue 15 point 3). */
  sheet?: { filename: string; path: string } | null;
}): TOutboxMail {
  const { locale, person, found } = input;
  const t = (key: TranslationKey, params?: Record<string, string>) => translate(locale, key, params);
  const unit = unitDisplayName(found, locale);
  const attached = input.plans.find((plan) => plan.kind === 'pdf') ?? input.plans[0];
  const blocks: MailBlock[] = [
    { paragraph: t('mail.greeting', { name: `${person.first_name} ${person.last_name}` }) },
    { paragraph: t('mail.unitIntro', { unit }) },
    { facts: unitFacts(found, input.projectSettings, locale) },
    { link: input.unitUrl, label: t('mail.unitLink') },
  ];
  if (attached) {
    blocks.push(
      { paragraph: t('mail.blueprintAttached') },
      { link: input.downloadUrl, label: t('unit.downloadBlueprint') },
    );
  } else if (input.sheet) {
    blocks.push({ paragraph: t('unitSheet.mailAttached') });
  }
  blocks.push({ paragraph: t('mail.signature') });
  return {
    to: person.email,
    subject: t('mail.unitSubject', { unit }),
    language: locale,
    ...renderMail(blocks, locale),
    attachments: attached
      ? [{ filename: attached.filename, path: attached.path }]
      : input.sheet
        ? [{ filename: input.sheet.filename, path: input.sheet.path }]
        : [],
  };
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Facts about the person, in French: the sales team's language. */
function personFacts(person: LeadPerson, visitorLocale: Locale): [string, string][] {
  const t = (key: TranslationKey) => translate('fr', key);
  const facts: [string, string][] = [
    [t('contact.lastName'), person.last_name],
    [t('contact.firstName'), person.first_name],
    [t('contact.email'), person.email],
  ];
  if (person.phone) facts.push([t('contact.phone'), person.phone]);
  facts.push([t('common.language'), t(`common.languages.${visitorLocale}`)]);
  return facts;
}

/** The sales team's notice of a unit sent by e-mail: who asked, for which unit, with consent. */
export function unitLeadNotification(input: {
  to: string;
  person: LeadPerson;
  visitorLocale: Locale;
  found: UnitOfDomain;
  unitUrl: string;
}): TOutboxMail {
  const t = (key: TranslationKey, params?: Record<string, string>) => translate('fr', key, params);
  const unit = unitDisplayName(input.found, 'fr');
  const subject = t('mail.leadSubject', { unit });
  const facts = [
    ...personFacts(input.person, input.visitorLocale),
    [capitalize(t('validation.attributes.unit_id')), unit] as [string, string],
    [capitalize(t('validation.attributes.rgpd_acceptance')), formatBoolean(true, 'fr')] as [string, string],
  ];
  return {
    to: input.to,
    replyTo: input.person.email,
    subject,
    language: 'fr',
    ...renderMail(
      [{ paragraph: subject }, { facts }, { link: input.unitUrl, label: t('mail.unitLink') }],
      'fr',
    ),
  };
}

/** The sales team's notice of a contact-page message, naming the unit it was sent about, if any. */
export function contactLeadNotification(input: {
  to: string;
  person: LeadPerson;
  visitorLocale: Locale;
  body: string;
  site: string;
  found?: UnitOfDomain | undefined;
}): TOutboxMail {
  const { person, found } = input;
  const t = (key: TranslationKey, params?: Record<string, string>) => translate('fr', key, params);
  const unit = found ? unitDisplayName(found, 'fr') : null;
  const intro = t('mail.contactIntro', {
    name: `${person.first_name} ${person.last_name}`,
    email: person.email,
    site: input.site,
  });
  const facts = personFacts(person, input.visitorLocale);
  if (unit) facts.push([capitalize(t('validation.attributes.unit_id')), unit]);
  return {
    to: input.to,
    replyTo: person.email,
    subject: unit ? t('leads.contactUnitSubject', { unit }) : t('mail.contactSubject'),
    language: 'fr',
    ...renderMail([{ paragraph: intro }, { quote: input.body }, { facts }], 'fr'),
  };
}

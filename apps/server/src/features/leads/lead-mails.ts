import {
  flag,
  formatBoolean,
  formatPrice,
  formatSurface,
  type Locale,
  type SettingLike,
  showPrice,
  showSurface,
  type TranslationKey,
  translate,
  typologyLabel,
} from '@vitrine/core';
import { pickTranslation } from '@vitrine/core/schemas/translatable';
import { parseTranslated } from '../../db/translatable.ts';
import type { TOutboxMail } from '../../mail/outbox-mail.ts';
import type { UnitPlanFile } from '../downloads/unit-plans.ts';
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

/** The facts of the unit sheet, following the display rules of the detail panel. */
function unitFacts(found: UnitOfDomain, projectSettings: readonly SettingLike[], locale: Locale) {
  const { unit, floor, project } = found;
  const t = (key: TranslationKey) => translate(locale, key);
  const facts: [string, string][] = [];
  const status = { status_id: unit.status_id, price: unit.price, surface: Number(unit.surface) };
  if (flag(projectSettings, 'with-typology')) {
    const typology = typologyLabel(unit.bedrooms, project.topology, locale);
    if (typology) facts.push([t('unit.typology'), typology]);
  }
  const floorName = pickTranslation(parseTranslated(floor.description), locale) || floor.name;
  if (floorName) facts.push([t('unit.floor'), floorName]);
  if (showSurface(status, 'panel')) facts.push([t('unit.surface'), formatSurface(Number(unit.surface))]);
  if (showPrice(status, { show_price: Boolean(project.show_price) }, 'panel')) {
    facts.push([t('unit.price'), formatPrice(Number(unit.price))]);
    const detail = pickTranslation(parseTranslated(unit.price_detail), locale);
    if (detail && flag(projectSettings, 'with-price-detail')) facts.push([t('unit.priceDetail'), detail]);
  }
  return facts;
}

/** The unit sheet sent to the visitor, in their language, with the plan attached and linked. */
export function unitSheetMail(input: {
  locale: Locale;
  person: LeadPerson;
  found: UnitOfDomain;
  projectSettings: readonly SettingLike[];
  unitUrl: string;
  downloadUrl: string;
  plans: readonly UnitPlanFile[];
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
  }
  blocks.push({ paragraph: t('mail.signature') });
  return {
    to: person.email,
    subject: t('mail.unitSubject', { unit }),
    language: locale,
    ...renderMail(blocks, locale),
    attachments: attached ? [{ filename: attached.filename, path: attached.path }] : [],
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

/** The sales team's notice of a contact-page message. */
export function contactLeadNotification(input: {
  to: string;
  person: LeadPerson;
  visitorLocale: Locale;
  body: string;
  site: string;
}): TOutboxMail {
  const { person } = input;
  const t = (key: TranslationKey, params?: Record<string, string>) => translate('fr', key, params);
  const intro = t('mail.contactIntro', {
    name: `${person.first_name} ${person.last_name}`,
    email: person.email,
    site: input.site,
  });
  return {
    to: input.to,
    replyTo: person.email,
    subject: t('mail.contactSubject'),
    language: 'fr',
    ...renderMail(
      [{ paragraph: intro }, { quote: input.body }, { facts: personFacts(person, input.visitorLocale) }],
      'fr',
    ),
  };
}

import { describe, expect, it } from 'vitest';
import { ZContactPayload, ZMailToPayload } from './public-payloads.ts';
import { fieldErrors, inLocale } from './validation-messages.ts';

const mailTo = {
  first_name: 'Marie',
  last_name: 'Dupont',
  email: 'marie@example.be',
  rgpd_acceptance: true,
  recaptcha_token: 'token',
  url: 'https://vitrine.example.be/orbital/demo/a/1/a1?showUnit=true',
  unit_id: 12,
};

const contact = {
  last_name: 'Dupont',
  first_name: 'Marie',
  email: 'marie@example.be',
  phone: '+32 470 12 34 56',
  body: 'Je souhaite visiter.',
  recaptcha_token: 'token',
};

describe('mail-to payload', () => {
  it('accepts a filled form', () => {
    expect(ZMailToPayload.parse(mailTo)).toEqual({ ...mailTo, rgpd_acceptance: true });
  });

  it('accepts consent and unit id as sent by an HTML form', () => {
    const parsed = ZMailToPayload.parse({ ...mailTo, rgpd_acceptance: 'on', unit_id: '12' });
    expect(parsed).toMatchObject({ rgpd_acceptance: true, unit_id: 12 });
  });

  it.each([
    {
      name: 'refuses the form when consent is not given',
      change: { rgpd_acceptance: false },
      field: 'rgpd_acceptance',
      message: 'Le champ consentement doit être accepté.',
    },
    {
      name: 'refuses the form when consent is missing',
      change: { rgpd_acceptance: undefined },
      field: 'rgpd_acceptance',
      message: 'Le champ consentement doit être accepté.',
    },
    {
      name: 'refuses a missing first name',
      change: { first_name: '  ' },
      field: 'first_name',
      message: 'Le champ prénom est obligatoire.',
    },
    {
      name: 'refuses a malformed e-mail',
      change: { email: 'marie@' },
      field: 'email',
      message: 'Le champ adresse e-mail doit être une adresse e-mail valide.',
    },
    {
      name: 'refuses a filled honeypot',
      change: { website: 'http://spam.example' },
      field: 'website',
      message: 'Le champ site web doit rester vide.',
    },
    {
      name: 'refuses a missing captcha token',
      change: { recaptcha_token: '' },
      field: 'recaptcha_token',
      message: 'Le champ captcha est obligatoire.',
    },
  ])('$name', ({ change, field, message }) => {
    const result = ZMailToPayload.safeParse({ ...mailTo, ...change });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)[field]).toEqual([message]);
  });

  it('answers in English when asked', () => {
    const result = ZMailToPayload.safeParse({ ...mailTo, first_name: '' }, inLocale('en'));
    expect(fieldErrors(result.error!)).toEqual({ first_name: ['The first name field is required.'] });
  });
});

describe('contact payload', () => {
  it('accepts a filled form, phone optional', () => {
    expect(ZContactPayload.parse(contact)).toEqual(contact);
    const { phone: _phone, ...withoutPhone } = contact;
    expect(ZContactPayload.parse(withoutPhone)).toEqual(withoutPhone);
  });

  it('lists an error for each missing required field', () => {
    const result = ZContactPayload.safeParse({ recaptcha_token: 'token' });
    expect(fieldErrors(result.error!)).toEqual({
      last_name: ['Le champ nom est obligatoire.'],
      first_name: ['Le champ prénom est obligatoire.'],
      email: ['Le champ adresse e-mail est obligatoire.'],
      body: ['Le champ message est obligatoire.'],
    });
  });

  it('refuses letters in the phone number', () => {
    const result = ZContactPayload.safeParse({ ...contact, phone: 'appelez-moi' });
    expect(fieldErrors(result.error!).phone).toEqual([
      'Le champ téléphone doit être un numéro de téléphone valide.',
    ]);
  });
});

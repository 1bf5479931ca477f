import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { DEMO_HOST } from '../../test/demo-fixture.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import {
  nextClientAddress,
  PDF_BYTES,
  SALES_EMAIL,
  solveCaptcha,
  testWorker,
  useLeadApp,
} from './leads-test-kit.ts';

const UNIT_PAGE = '/orbital/tilleuls/a/0/A01?showUnit=true';
const UNIT_URL = `http://${DEMO_HOST}${UNIT_PAGE}`;
/** Links in mails: the site's stored host, with APP_URL's scheme (and port). */
const APP_URL = 'https://vitrine.example';
const SITE = `https://${DEMO_HOST}`;

describe.each(testDatabases())('public lead forms on $name', ({ dialect }) => {
  const lead = useLeadApp(dialect, { APP_URL });

  async function mailTo(fields: Record<string, unknown>, headers: Record<string, string> = {}, query = '') {
    const payload = {
      first_name: 'Marie',
      last_name: 'Dupont',
      email: 'marie@example.be',
      rgpd_acceptance: true,
      url: UNIT_URL,
      unit_id: await lead.unitId('A01'),
      recaptcha_token: await solveCaptcha(lead.app),
      ...fields,
    };
    return lead.app.inject({
      method: 'POST',
      url: `/unit/mail-to${query}`,
      headers: { host: DEMO_HOST, ...headers },
      remoteAddress: nextClientAddress(),
      payload,
    });
  }

  const contactsOf = (email: string) =>
    lead.db.selectFrom('contacts').selectAll().where('email', '=', email).orderBy('id').execute();
  const outboxOf = (contactId: number) =>
    lead.db.selectFrom('mail_outbox').selectAll().where('contact_id', '=', contactId).orderBy('id').execute();

  it('stores a unit request as a lead and mails the unit sheet to the visitor and a notice to sales', async () => {
    const response = await mailTo({ email: 'sheet@example.be' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Le descriptif du bien vous a été envoyé par e-mail.' });

    const [contact] = await contactsOf('sheet@example.be');
    expect(contact).toMatchObject({
      source: 'mail-to',
      unit_id: await lead.unitId('A01'),
      locale: 'fr',
      gdpr_accepted: 1,
      first_name: 'Marie',
      url: `${SITE}${UNIT_PAGE}`,
    });
    expect(contact!.project_id).not.toBeNull();
    const queued = await outboxOf(contact!.id);
    expect(queued.map((row) => [row.kind, row.sent_at])).toEqual([
      ['lead-visitor', null],
      ['lead-sales', null],
    ]);

    const sink = await startSmtpSink();
    try {
      expect(await testWorker(lead, sink.port).runOnce()).toEqual({ sent: 2, failed: 0 });
      const visitor = sink.mails.find((mail) => mail.to.includes('sheet@example.be'))!;
      expect(visitor.subject).toBe('Votre sélection : Appartement A01');
      expect(visitor.language).toBe('fr');
      expect(visitor.text).toContain('Bonjour Marie Dupont,');
      expect(visitor.text).toContain('Typologie : T2');
      expect(visitor.text).toContain('Surface : 85\u00a0m²');
      expect(visitor.text).toContain('Prix : 315\u202f000\u00a0€');
      expect(visitor.text).toContain('Détail du prix : Hors frais');
      expect(visitor.text).toContain(`Voir le bien en ligne : ${SITE}${UNIT_PAGE}`);
      expect(visitor.text).toContain(`${SITE}/download/${contact!.unit_id}/blueprints`);
      expect(visitor.html).toContain(`href="${SITE}${UNIT_PAGE.replaceAll('&', '&amp;')}"`);
      expect(visitor.attachments).toHaveLength(1);
      expect(visitor.attachments[0]).toMatchObject({
        filename: 'plan-a01.pdf',
        contentType: 'application/pdf',
      });
      expect(visitor.attachments[0]!.content.equals(PDF_BYTES)).toBe(true);

      const sales = sink.mails.find((mail) => mail.to.includes(SALES_EMAIL))!;
      expect(sales.subject).toBe('Nouveau contact pour le bien Appartement A01');
      expect(sales.replyTo).toContain('sheet@example.be');
      expect(sales.text).toContain('Nom : Dupont');
      expect(sales.text).toContain('Prénom : Marie');
      expect(sales.text).toContain('Email : sheet@example.be');
      expect(sales.text).toContain('Langue : Français');
      expect(sales.text).toContain('Consentement : Oui');
      expect(sink.mails).toHaveLength(2);
    } finally {
      await sink.close();
    }
    const sent = await outboxOf(contact!.id);
    expect(sent.every((row) => row.sent_at !== null && row.attempts === 1 && row.last_error === null)).toBe(
      true,
    );
  });

  it('answers and mails the visitor in the page’s language, English numbers included; sales stay in French', async () => {
    const response = await mailTo({ email: 'english@example.be' }, {}, '?locale=en');
    expect(response.json()).toEqual({ message: 'The property sheet has been sent to you by e-mail.' });
    const [contact] = await contactsOf('english@example.be');
    expect(contact!.locale).toBe('en');
    const sink = await startSmtpSink();
    try {
      await testWorker(lead, sink.port).runOnce();
      const visitor = sink.mails.find((mail) => mail.to.includes('english@example.be'))!;
      expect(visitor.subject).toBe('Your selection: Apartment A01');
      expect(visitor.language).toBe('en');
      expect(visitor.text).toContain('Hello Marie Dupont,');
      expect(visitor.text).toContain('Area : 85\u00a0m²');
      expect(visitor.text).toContain('Price : €315,000');
      expect(visitor.text).not.toContain('\u202f');
      expect(visitor.text).toContain('See the property online');
      const sales = sink.mails.find((mail) => mail.to.includes(SALES_EMAIL))!;
      expect(sales.subject).toBe('Nouveau contact pour le bien Appartement A01');
      expect(sales.text).toContain('Langue : English');
    } finally {
      await sink.close();
    }
  });

  it('follows the page’s language, not the browser’s, when the two differ', async () => {
    const response = await mailTo(
      { email: 'french-page@example.be' },
      { 'accept-language': 'en-GB,en;q=0.9' },
      '?locale=fr',
    );
    expect(response.json()).toEqual({ message: 'Le descriptif du bien vous a été envoyé par e-mail.' });
    const [visitor] = (await mailsTo('french-page@example.be')).filter((mail) =>
      mail.to.includes('french-page@example.be'),
    );
    expect(visitor!.subject).toBe('Votre sélection : Appartement A01');
    expect(visitor!.text).toContain('Prix : 315\u202f000\u00a0€');
  });

  it('gives the field errors of both forms in the page’s language', async () => {
    const mail = await mailTo({ email: 'marie@', rgpd_acceptance: false }, {}, '?locale=en');
    expect(mail.statusCode).toBe(422);
    expect(mail.json()).toEqual({
      message: 'The given data was invalid.',
      errors: {
        email: ['The e-mail address field must be a valid e-mail address.'],
        rgpd_acceptance: ['The consent field must be accepted.'],
      },
    });
    const contact = await lead.app.inject({
      method: 'POST',
      url: '/contact?locale=en',
      headers: { host: DEMO_HOST },
      remoteAddress: nextClientAddress(),
      payload: { first_name: 'Ada', email: 'nope', body: 'Hi', recaptcha_token: 'x' },
    });
    expect(contact.statusCode).toBe(422);
    expect(contact.json()).toEqual({
      message: 'The given data was invalid.',
      errors: {
        last_name: ['The last name field is required.'],
        email: ['The e-mail address field must be a valid e-mail address.'],
      },
    });
  });

  it.each([
    {
      name: 'refuses a request without consent',
      change: { rgpd_acceptance: false },
      errors: { rgpd_acceptance: ['Le champ consentement doit être accepté.'] },
    },
    {
      name: 'refuses a malformed e-mail',
      change: { email: 'marie@' },
      errors: { email: ['Le champ adresse e-mail doit être une adresse e-mail valide.'] },
    },
    {
      name: 'refuses an unknown unit',
      change: { unit_id: 987654 },
      errors: { unit_id: ['Le champ unité sélectionné est invalide.'] },
    },
    {
      name: 'refuses a unit id too large for the database',
      change: { unit_id: 99_999_999_999 },
      errors: { unit_id: ['Le champ unité sélectionné est invalide.'] },
    },
    {
      name: 'refuses a link that is no URL',
      change: { url: 'javascript' },
      errors: { url: ['Le champ lien doit être une URL valide.'] },
    },
  ])('$name with 422 and field errors, storing nothing', async ({ change, errors }) => {
    const email = `invalid-${Math.random().toString(36).slice(2)}@example.be`;
    const response = await mailTo({ email, ...change });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'Les données fournies ne sont pas valides.', errors });
    expect(await contactsOf(email)).toEqual([]);
  });

  async function mailsTo(email: string) {
    const sink = await startSmtpSink();
    try {
      await testWorker(lead, sink.port).runOnce();
      return sink.mails.filter((mail) => mail.to.includes(email) || mail.replyTo.includes(email));
    } finally {
      await sink.close();
    }
  }
  const outboxSize = async () =>
    Number(
      (
        await lead.db
          .selectFrom('mail_outbox')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('answers 404 to a form posted with a Host no site has, storing and mailing nothing', async () => {
    const before = await outboxSize();
    const evil = { host: 'evil.example' };
    const response = await mailTo({ email: 'host@example.be', url: 'https://evil.example/phish' }, evil);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Ressource introuvable.' });
    const contact = await lead.app.inject({
      method: 'POST',
      url: '/contact',
      headers: evil,
      remoteAddress: nextClientAddress(),
      payload: {
        last_name: 'X',
        first_name: 'Y',
        email: 'host@example.be',
        body: 'Hello',
        recaptcha_token: await solveCaptcha(lead.app),
      },
    });
    expect(contact.statusCode).toBe(404);
    expect(await contactsOf('host@example.be')).toEqual([]);
    expect(await outboxSize()).toBe(before);
    expect(await mailsTo('host@example.be')).toEqual([]);
  });

  it('mails links on the site itself, whatever link the browser sent: only its path is kept', async () => {
    const response = await mailTo({
      email: 'phish@example.be',
      url: 'https://evil.example:8443/phish?next=https://evil.example#top',
    });
    expect(response.statusCode).toBe(200);
    const [contact] = await contactsOf('phish@example.be');
    const link = `${SITE}/phish?next=https://evil.example#top`;
    expect(contact!.url).toBe(link);
    const mails = await mailsTo('phish@example.be');
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Nouveau contact pour le bien Appartement A01',
      'Votre sélection : Appartement A01',
    ]);
    for (const mail of mails) {
      expect(mail.text).toContain(`Voir le bien en ligne : ${link}`);
      expect(mail.text.replaceAll('next=https://evil.example', '')).not.toContain('evil.example');
      expect(mail.html).not.toContain('href="https://evil.example');
    }
  });

  it('takes a form posted to localhost for the first site, with links on APP_URL', async () => {
    const response = await mailTo(
      { email: 'local@example.be', url: `http://localhost:8080${UNIT_PAGE}` },
      { host: 'localhost:8080' },
    );
    expect(response.statusCode).toBe(200);
    const [visitor] = (await mailsTo('local@example.be')).filter((mail) =>
      mail.to.includes('local@example.be'),
    );
    expect(visitor!.text).toContain(`Voir le bien en ligne : ${APP_URL}${UNIT_PAGE}`);
    expect(visitor!.text).toContain(`${APP_URL}/download/`);
  });

  it('refuses a unit of another site, whatever its id', async () => {
    const response = await mailTo({ unit_id: await lead.unitId('Q01'), email: 'cross@example.be' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ unit_id: ['Le champ unité sélectionné est invalide.'] });
  });

  it('refuses a missing, forged or replayed captcha', async () => {
    const missing = await mailTo({ recaptcha_token: undefined, email: 'captcha@example.be' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ recaptcha_token: ['Le champ captcha est obligatoire.'] });

    const captchaFailed = {
      message: 'La vérification anti-robot a échoué, veuillez réessayer.',
      errors: { recaptcha_token: ['La vérification anti-robot a échoué, veuillez réessayer.'] },
    };
    const garbage = await mailTo({ recaptcha_token: 'not-a-token', email: 'captcha@example.be' });
    expect([garbage.statusCode, garbage.json()]).toEqual([422, captchaFailed]);

    const token = await solveCaptcha(lead.app);
    const payload = JSON.parse(Buffer.from(token, 'base64').toString());
    payload.challenge.parameters.expiresAt += 3600;
    const extended = Buffer.from(JSON.stringify(payload)).toString('base64');
    const forged = await mailTo({ recaptcha_token: extended, email: 'captcha@example.be' });
    expect([forged.statusCode, forged.json()]).toEqual([422, captchaFailed]);

    const first = await mailTo({ recaptcha_token: token, email: 'captcha@example.be' });
    expect(first.statusCode).toBe(200);
    const replayed = await mailTo({ recaptcha_token: token, email: 'captcha@example.be' });
    expect([replayed.statusCode, replayed.json()]).toEqual([422, captchaFailed]);
    expect(await contactsOf('captcha@example.be')).toHaveLength(1);
  });

  it('issues signed, expiring challenges that are never cached', async () => {
    const response = await lead.app.inject({
      method: 'GET',
      url: '/captcha/challenge',
      headers: { host: DEMO_HOST },
    });
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = response.json();
    expect(challenge).toMatchObject({ provider: 'altcha', parameters: { algorithm: 'PBKDF2/SHA-256' } });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const expiresIn = challenge.parameters.expiresAt - Date.now() / 1000;
    expect(expiresIn).toBeGreaterThan(60);
    expect(expiresIn).toBeLessThanOrEqual(600);
  });

  it('accepts and silently drops a post whose honeypot is filled', async () => {
    const before = await lead.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    for (const field of ['honeypot', 'website']) {
      const response = await mailTo({
        email: 'bot@example.be',
        [field]: 'http://spam.example',
        recaptcha_token: 'x',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Le descriptif du bien vous a été envoyé par e-mail.' });
      const contact = await lead.app.inject({
        method: 'POST',
        url: '/contact',
        headers: { host: DEMO_HOST },
        remoteAddress: nextClientAddress(),
        payload: { email: 'bot@example.be', [field]: 'buy now' },
      });
      expect(contact.statusCode).toBe(200);
    }
    expect(await contactsOf('bot@example.be')).toEqual([]);
    const after = await lead.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('limits each form to 5 posts a minute per address, with Retry-After and a French message', async () => {
    const remoteAddress = '198.51.100.7';
    const post = () =>
      lead.app.inject({
        method: 'POST',
        url: '/contact',
        headers: { host: DEMO_HOST },
        remoteAddress,
        payload: {},
      });
    for (let i = 0; i < 5; i++) expect((await post()).statusCode).toBe(422);
    const limited = await post();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/^Trop de requêtes, veuillez patienter \d+ secondes\.$/);
    const otherForm = await lead.app.inject({
      method: 'POST',
      url: '/unit/mail-to',
      headers: { host: DEMO_HOST },
      remoteAddress,
      payload: {},
    });
    expect(otherForm.statusCode).toBe(422);
  });

  it('stores a contact-page message sent as a form and notifies sales with it', async () => {
    const form = new URLSearchParams({
      last_name: 'Martin',
      first_name: 'Paul',
      email: 'paul@example.be',
      phone: '+32 470 12 34 56',
      body: 'Je souhaite visiter le A01.\nMerci !',
      recaptcha_token: await solveCaptcha(lead.app),
    });
    const response = await lead.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { host: DEMO_HOST, 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: nextClientAddress(),
      payload: form.toString(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Merci, votre message a bien été envoyé. Nous vous recontactons rapidement.',
    });
    const [contact] = await contactsOf('paul@example.be');
    expect(contact).toMatchObject({
      source: 'contact',
      phone: '+32 470 12 34 56',
      body: 'Je souhaite visiter le A01.\nMerci !',
      unit_id: null,
      locale: 'fr',
    });
    const sink = await startSmtpSink();
    try {
      await testWorker(lead, sink.port).runOnce();
      const notices = sink.mails.filter((mail) => mail.replyTo.includes('paul@example.be'));
      expect(notices).toHaveLength(1);
      const [notice] = notices;
      expect(notice!.to).toEqual([SALES_EMAIL]);
      expect(notice!.subject).toBe('Nouvelle demande de contact');
      expect(notice!.text).toContain(
        'Paul Martin (paul@example.be) a envoyé un message depuis Les Tilleuls :',
      );
      expect(notice!.text).toContain('> Je souhaite visiter le A01.\n> Merci !');
      expect(notice!.text).toContain('N° de téléphone : +32 470 12 34 56');
    } finally {
      await sink.close();
    }
  });

  async function contactAbout(unitId: number, email: string) {
    return lead.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { host: DEMO_HOST },
      remoteAddress: nextClientAddress(),
      payload: {
        last_name: 'Leroy',
        first_name: 'Nina',
        email,
        body: 'Ce bien est-il encore libre ?',
        unit_id: String(unitId),
        recaptcha_token: await solveCaptcha(lead.app),
      },
    });
  }

  it('keeps the unit of a contact sent from its sheet, and names it to sales', async () => {
    const a01 = await lead.unitId('A01');
    const response = await contactAbout(a01, 'nina@example.be');
    expect(response.statusCode).toBe(200);
    const [contact] = await contactsOf('nina@example.be');
    const unitProject = await lead.db
      .selectFrom('units')
      .innerJoin('floors', 'floors.id', 'units.floor_id')
      .innerJoin('buildings', 'buildings.id', 'floors.building_id')
      .select('buildings.project_id')
      .where('units.id', '=', a01)
      .executeTakeFirstOrThrow();
    expect(contact).toMatchObject({ source: 'contact', unit_id: a01, project_id: unitProject.project_id });
    const [notice] = await mailsTo('nina@example.be');
    expect(notice!.to).toEqual([SALES_EMAIL]);
    expect(notice!.subject).toBe('Nouvelle demande de contact pour le bien Appartement A01');
    expect(notice!.text).toContain('Unité : Appartement A01');
    expect(notice!.text).toContain('> Ce bien est-il encore libre ?');
  });

  it('refuses a contact naming a unit of another site, storing nothing', async () => {
    const response = await contactAbout(await lead.unitId('Q01'), 'nina-cross@example.be');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ unit_id: ['Le champ unité sélectionné est invalide.'] });
    expect(await contactsOf('nina-cross@example.be')).toEqual([]);
  });

  it('accepts the contact form posted as multipart form data, as a browser FormData', async () => {
    const boundary = '----vitrine-test';
    const fields = {
      last_name: 'Lambert',
      first_name: 'Zoé',
      email: 'zoe@example.be',
      body: 'Multipart',
      recaptcha_token: await solveCaptcha(lead.app),
    };
    const parts = Object.entries(fields).map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
    const body = `${parts.join('')}--${boundary}--\r\n`;
    const response = await lead.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { host: DEMO_HOST, 'content-type': `multipart/form-data; boundary=${boundary}` },
      remoteAddress: nextClientAddress(),
      payload: Buffer.from(body),
    });
    expect(response.statusCode).toBe(200);
    expect(await contactsOf('zoe@example.be')).toMatchObject([{ first_name: 'Zoé', body: 'Multipart' }]);
  });

  it('lists an error for each missing field of the contact form', async () => {
    const response = await lead.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { host: DEMO_HOST },
      remoteAddress: nextClientAddress(),
      payload: { email: 'nope' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      last_name: ['Le champ nom est obligatoire.'],
      first_name: ['Le champ prénom est obligatoire.'],
      email: ['Le champ adresse e-mail doit être une adresse e-mail valide.'],
      body: ['Le champ message est obligatoire.'],
      recaptcha_token: ['Le champ captcha est obligatoire.'],
    });
  });
});

import { translate } from '@vitrine/core/i18n/public';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../api/http.ts';
import { type FailureKey, failureMessage, formUrl } from './form-answer.ts';

const english = (key: FailureKey) => translate('en', key);

describe('failureMessage', () => {
  it.each([
    {
      name: 'no network',
      error: new TypeError('Failed to fetch'),
      text: translate('en', 'leads.networkError'),
    },
    {
      name: 'a 429 with the server’s message',
      error: new HttpError(429, { message: 'Too many requests, please wait 42 seconds.' }),
      text: 'Too many requests, please wait 42 seconds.',
    },
    {
      name: 'a 429 without a body',
      error: new HttpError(429, null),
      text: translate('en', 'leads.tooManyRequests'),
    },
    {
      name: 'a 500',
      error: new HttpError(500, { message: 'Internal' }),
      text: translate('en', 'leads.sendFailed'),
    },
    {
      name: 'a 502 from a proxy',
      error: new HttpError(502, null),
      text: translate('en', 'leads.sendFailed'),
    },
    {
      name: 'a 404 with a message',
      error: new HttpError(404, { message: 'Not found.' }),
      text: 'Not found.',
    },
  ])('says what happened on $name', ({ error, text }) => {
    expect(failureMessage(error, english)).toBe(text);
  });
});

describe('formUrl', () => {
  it('names the page’s language', () => {
    expect(formUrl('/unit/mail-to', 'en')).toBe('/unit/mail-to?locale=en');
  });
});

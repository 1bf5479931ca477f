import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/admin-http.ts';
import { connectionBody, connectionFormValues, placeConnectionErrors } from './connection-form.ts';

const adleadNew = {
  provider: 'adlead' as const,
  configured: false,
  enabled: false,
  offers_stock: true,
  status_map: {},
};
const MESSAGES = { required: 'obligatoire', credentialsAgain: 'à saisir à nouveau' };
const unlatchSaved = {
  provider: 'unlatch' as const,
  configured: true,
  enabled: true,
  offers_stock: false,
  status_map: {},
};
const emerigeSaved = {
  provider: 'emerige' as const,
  configured: true,
  enabled: false,
  offers_stock: false,
  status_map: {},
};

describe('connectionFormValues', () => {
  it('starts with empty boxes for every credential and a new connection switched on', () => {
    expect(connectionFormValues(adleadNew)).toEqual({
      base_url: '',
      credentials: { tenantKey: '', apiKey: '', webhookSecret: '' },
      status_map: [],
      enabled: true,
    });
  });

  it('keeps a saved connection’s switch and status words', () => {
    const values = connectionFormValues({ ...adleadNew, configured: true, status_map: { 'pre-booked': 3 } });
    expect(values.enabled).toBe(false);
    expect(values.status_map).toEqual([{ word: 'pre-booked', status_id: 3 }]);
  });
});

describe('connectionBody', () => {
  it('leaves out empty boxes, so that the stored base URL and credentials are kept', () => {
    const values = { ...connectionFormValues(emerigeSaved), enabled: true };
    expect(connectionBody(values, emerigeSaved, MESSAGES)).toEqual({ body: { enabled: true } });
  });

  it('sends the credentials typed, and only those (the server names the missing ones)', () => {
    const values = {
      ...connectionFormValues(adleadNew),
      base_url: ' http://127.0.0.1:4100 ',
      credentials: { tenantKey: 'tenant', apiKey: 'key', webhookSecret: '' },
    };
    expect(connectionBody(values, adleadNew, MESSAGES).body).toEqual({
      enabled: true,
      base_url: 'http://127.0.0.1:4100',
      credentials: { tenantKey: 'tenant', apiKey: 'key' },
      status_map: null,
    });
  });

  it('asks every credential again when a saved connection is given a new address', () => {
    const values = {
      ...connectionFormValues(unlatchSaved),
      base_url: 'https://api.unlatch.example/',
      credentials: { email: 'api@tilleuls.example', password: '', origin: '' },
    };
    expect(connectionBody(values, unlatchSaved, MESSAGES)).toEqual({
      errors: { 'credentials.password': 'à saisir à nouveau' },
    });
    const complete = { ...values, credentials: { ...values.credentials, password: 'secret' } };
    expect(connectionBody(complete, unlatchSaved, MESSAGES).body).toEqual({
      enabled: true,
      base_url: 'https://api.unlatch.example/',
      credentials: { email: 'api@tilleuls.example', password: 'secret' },
    });
  });

  it('turns the status rows into a map, skipping blank rows and refusing half-filled ones', () => {
    const rows = [
      { word: 'pre-booked', status_id: 3 },
      { word: '', status_id: null },
      { word: 'blocked', status_id: null },
      { word: ' ', status_id: 2 },
    ];
    const values = { ...connectionFormValues(adleadNew), status_map: rows };
    expect(connectionBody(values, adleadNew, MESSAGES)).toEqual({
      errors: { 'status_map.2.status_id': 'obligatoire', 'status_map.3.word': 'obligatoire' },
    });
    const fine = { ...values, status_map: [rows[0]!, rows[1]!] };
    expect(connectionBody(fine, adleadNew, MESSAGES).body?.status_map).toEqual({ 'pre-booked': 3 });
  });

  it('sends no status map for a CRM without lots', () => {
    expect(
      connectionBody(connectionFormValues(emerigeSaved), emerigeSaved, MESSAGES).body,
    ).not.toHaveProperty('status_map');
  });
});

describe('placeConnectionErrors', () => {
  it('puts a status word’s error under the status table, with the word', () => {
    const error = new ApiError(422, {
      message: 'invalid',
      errors: {
        'status_map.option': ['Le statut 99 n’existe pas dans ce projet.'],
        'credentials.webhookSecret': ['trop court'],
      },
    });
    const placed = placeConnectionErrors(error) as ApiError;
    expect(placed.fieldErrors).toEqual({
      status_map: ['option : Le statut 99 n’existe pas dans ce projet.'],
      'credentials.webhookSecret': ['trop court'],
    });
    expect(placed.serverMessage).toBe('invalid');
  });

  it('leaves other failures as they are', () => {
    const error = new ApiError(500, { message: 'boom' });
    expect(placeConnectionErrors(error)).toBe(error);
  });
});

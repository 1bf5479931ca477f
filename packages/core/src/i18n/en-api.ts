import type { CatalogueShape } from './catalogue-shape.ts';
import type { frApi } from './fr-api.ts';

export const enApi: CatalogueShape<typeof frApi> = {
  invalidData: 'The given data was invalid.',
  unauthenticated: 'Unauthenticated.',
  csrfMismatch: 'Session expired or invalid CSRF token, please reload the page.',
  forbidden: 'This action is unauthorized.',
  notFound: 'Resource not found.',
  tooManyRequests: 'Too many requests, please wait {{seconds}} seconds.',
  serverError: 'Server error.',
  badCredentials: 'These credentials do not match our records.',
  captchaFailed: 'The anti-robot check failed, please try again.',
  sortNotAllowed: 'Sorting on “{{field}}” is not allowed. Allowed sorts: {{allowed}}.',
  filterNotAllowed: 'The filter “{{field}}” is not allowed. Allowed filters: {{allowed}}.',
  includeNotAllowed: 'The relation “{{field}}” is not allowed. Allowed relations: {{allowed}}.',
  mailSent: 'The property sheet has been sent to you by e-mail.',
  contactSent: 'Thank you, your message has been sent. We will get back to you soon.',
  sortSaved: 'Order saved.',
  syncDone: 'Sync done.',
  noBlueprint: 'This property has no plan to download.',
  notSortable: 'The resource “{{resource}}” cannot be sorted.',
  sortSameParent: 'The items to sort must share the same parent.',
  unknownFieldset: 'The resource “{{resource}}” of fields[{{resource}}] does not exist.',
  fieldNotAllowed:
    'The field “{{field}}” of fields[{{resource}}] is not allowed. Allowed fields: {{allowed}}.',
  multipartExpected: 'Send the file as multipart/form-data.',
  uploadOffsetMissing: 'Upload-Offset header or body missing.',
  invalidJson: 'The request body is not valid JSON.',
  emptyJsonBody: 'The request body is empty although JSON is announced.',
  unsupportedMediaType: 'Unsupported content type.',
  bodyTooLarge: 'The request body is too large.',
  badContentLength: 'The announced length does not match the request body.',
  crm: {
    none: 'No CRM is connected to this project.',
    noStock: 'No stock CRM (Adlead) is connected to this project.',
    noBuildingId: 'This building has no Adlead ID.',
  },
  jobs: {
    // shown inside admin.media.jobFailed's parentheses
    frameUnreadable: 'frame {{frame}} cannot be read: not a valid image, or a damaged file',
    interrupted: 'the processing was interrupted too many times',
  },
  upload: {
    unknown: 'The {{attribute}} file is not of an accepted type (its content matches no allowed format).',
    unsafe: 'The {{attribute}} file holds script or forbidden attributes and was refused.',
    tooLarge: 'The {{attribute}} file is too large.',
    wrongKind: 'The {{attribute}} file is not of the expected type ({{kinds}}).',
    missing: 'The {{attribute}} file cannot be found, is incomplete or has expired: send it again.',
    badArchive: 'The {{attribute}} file is not a valid archive: {{reason}}',
    unique: 'The {{attribute}} has already been taken.',
  },
  account: {
    wrongCurrentPassword: 'The current password is incorrect.',
    emailUnavailable:
      'This e-mail address cannot be used here: choose another one, or ask the platform administrator.',
  },
};

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
  storageUnavailable: 'File storage is not answering at the moment, try again in a minute.',
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
    unreachable: '{{provider}} cannot be reached: no answer, or no connection possible to its address.',
    httpError: '{{provider}} answered with an error (HTTP {{status}}).',
    redirect:
      '{{provider}} answered with a redirect (HTTP {{status}}), which is not followed: check the API address.',
    unreadable: 'The answer of {{provider}} cannot be read.',
    failed: 'The call to the CRM failed (the details are in the server log).',
    syncFailed: 'Sync failed: {{reasons}}',
    syncInterrupted:
      'The sync was cut off: the server stopped while it ran. Nothing of it was applied; run it again.',
    httpsRequired: 'The address must start with https:// (the credentials are sent to it).',
    internalHost: 'This address names the server’s internal network: it is not allowed.',
    credentialsAgain: 'The API address changes: enter this field again.',
    unknownStatus: 'Status {{id}} does not exist in this project.',
  },
  jobs: {
    // shown inside admin.media.jobFailed's parentheses
    frameUnreadable: 'frame {{frame}} cannot be read: not a valid image, or a damaged file',
    notUnderReview:
      'These pictures are not waiting to be published: they were published or discarded already.',
    reviewExpired: 'The preview of these pictures has expired (6 hours): send them again.',
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
    unreadableImage: 'The {{attribute}} file holds an unreadable picture ({{reason}}): nothing was replaced.',
    quotaUser:
      'Upload limit reached: you sent {{used}} MB over the last 24 hours and the limit is {{limit}} MB per user. Remove pending files or try again later.',
    quotaCorporation:
      "Your company's upload limit is reached: {{used}} MB sent over the last 24 hours, the limit is {{limit}} MB. Try again later.",
    tooManyPixels:
      'The {{attribute}} file is too large a picture ({{width}} × {{height}} pixels): {{limit}} pixels at most.',
    busy: 'This part of the {{attribute}} file is not at the expected offset or is already being sent: resume from the given offset (Upload-Offset).',
    tooLargeKind: 'The {{attribute}} file is too large: {{limit}} MB at most for this kind of file.',
    refusedEntries:
      'The {{attribute}} file holds refused files, whose name does not match their content or whose XML is not safe (a tour keeps only JPEG, PNG, WebP and AVIF pictures and XML without namespaces, DOCTYPE or processing instructions): {{entries}}',
    imageCount: '{{expected}} pictures are expected, {{received}} were received.',
    framesMissing:
      '{{count}} view(s) missing to make the {{expected}} views of the model, numbered in a row: {{names}}.',
    framesExtra:
      '{{count}} picture(s) too many: {{names}} ({{expected}} views expected, numbered in a row from the first).',
    framesDuplicate: 'Several pictures carry the same view number: {{names}}. Keep only one.',
    // upload limits per use (bo-identity)
    tooHeavyForUse:
      'The {{attribute}} file weighs {{size}} MB once scaled down to {{edge}} pixels: {{limit}} MB at most for this use. Save it lighter (optimised PNG, JPEG or SVG) and send it again.',
  },
  account: {
    wrongCurrentPassword: 'The current password is incorrect.',
    emailUnavailable:
      'This e-mail address cannot be used here: choose another one, or ask the platform administrator.',
  },
};

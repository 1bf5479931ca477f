import type { TFunction } from '../../i18n/translations.ts';
import type { UploadRefusal } from '../api/upload-server.ts';

/** FilePond's answer to a failed request: the status code and what `onerror` read. */
interface ProcessingError {
  code?: number;
  body?: unknown;
}

/**
 * Every FilePond label (and the type plugin's) in the admin language. A refused upload
 * shows the server's reason, read by `uploadRefusalOf`, instead of "upload failed".
 */
export function filePondLabels(t: TFunction, accept: readonly string[] = []) {
  return {
    labelIdle: t('admin.upload.idle'),
    labelInvalidField: t('admin.upload.invalidField'),
    labelFileWaitingForSize: t('admin.upload.waitingForSize'),
    labelFileSizeNotAvailable: t('admin.upload.sizeNotAvailable'),
    labelFileCountSingular: t('admin.upload.countSingular'),
    labelFileCountPlural: t('admin.upload.countPlural'),
    labelFileLoading: t('admin.upload.loading'),
    labelFileAdded: t('admin.upload.added'),
    labelFileLoadError: t('admin.upload.loadError'),
    labelFileRemoved: t('admin.upload.removed'),
    labelFileRemoveError: t('admin.upload.removeError'),
    labelFileProcessing: t('admin.upload.inProgress'),
    labelFileProcessingComplete: t('admin.upload.complete'),
    labelFileProcessingAborted: t('admin.upload.aborted'),
    labelFileProcessingError: (error: ProcessingError | undefined) =>
      refusalReason(error) ?? t('admin.upload.failed'),
    labelFileProcessingRevertError: t('admin.upload.revertError'),
    labelTapToCancel: t('admin.upload.tapToCancel'),
    labelTapToRetry: t('admin.upload.tapToRetry'),
    labelTapToUndo: t('admin.upload.tapToUndo'),
    labelButtonRemoveItem: t('admin.upload.remove'),
    labelButtonAbortItemLoad: t('admin.upload.abortLoad'),
    labelButtonRetryItemLoad: t('admin.upload.retryLoad'),
    labelButtonAbortItemProcessing: t('admin.upload.abortProcessing'),
    labelButtonUndoItemProcessing: t('admin.upload.undoProcessing'),
    labelButtonRetryItemProcessing: t('admin.upload.retryProcessing'),
    labelButtonProcessItem: t('admin.upload.processItem'),
    labelFileSizeBytes: t('admin.upload.sizeBytes'),
    labelFileSizeKilobytes: t('admin.upload.sizeKilobytes'),
    labelFileSizeMegabytes: t('admin.upload.sizeMegabytes'),
    labelFileSizeGigabytes: t('admin.upload.sizeGigabytes'),
    labelFileTypeNotAllowed: t('admin.upload.typeNotAllowed'),
    fileValidateTypeLabelExpectedTypes: expectedTypesLabel(t, accept),
  };
}

/** The server's reason when `filePondServer`'s onerror read one (else FilePond's status text). */
export function refusalReason(error: ProcessingError | undefined): string | null {
  const body = error?.body as Partial<UploadRefusal> | string | undefined;
  return body && typeof body === 'object' && typeof body.reason === 'string' ? body.reason : null;
}

/** The words for an accepted MIME type or extension (`image/*` → "une image (JPEG, PNG…)"). */
const TYPE_WORDS: Record<string, string> = {
  'image/*': 'image',
  'image/jpeg': 'jpegPng',
  'image/png': 'jpegPng',
  'image/webp': 'jpegPng',
  'video/*': 'video',
  'application/pdf': 'pdf',
  '.pdf': 'pdf',
  'application/json': 'json',
  '.json': 'json',
  'application/zip': 'zip',
  '.zip': 'zip',
};

/**
 * "Attendu : une image (JPEG, PNG…)" for the accepted types, in words, each named once (FilePond's
 * own pattern gave "Attendu : ou image/*" for a single type).
 */
export function expectedTypesLabel(t: TFunction, accept: readonly string[]): string {
  const words = [
    ...new Set(accept.map((type) => (TYPE_WORDS[type] ? t(`admin.upload.types.${TYPE_WORDS[type]}`) : type))),
  ];
  if (words.length === 0) return t('admin.upload.typeNotAllowed');
  if (words.length === 1) return t('admin.upload.expectedOne', { type: words[0] });
  return t('admin.upload.expectedList', { list: words.slice(0, -1).join(', '), last: words.at(-1) });
}

import 'filepond/dist/filepond.min.css';
import { Input } from '@mantine/core';
import type { FilePondFile } from 'filepond';
import { FileStatus } from 'filepond';
import FilePondPluginFileValidateType from 'filepond-plugin-file-validate-type';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FilePond, registerPlugin } from 'react-filepond';
import { useTranslation } from 'react-i18next';
import { fetchCsrfCookie, readCookie, XSRF_COOKIE } from '../api/admin-http.ts';
import { filePondServer, UPLOAD_CHUNK_SIZE } from '../api/upload-server.ts';

registerPlugin(FilePondPluginFileValidateType);

const BUSY_STATUSES = new Set<FileStatus>([
  FileStatus.LOADING,
  FileStatus.PROCESSING,
  FileStatus.PROCESSING_QUEUED,
  FileStatus.IDLE,
]);

export interface FileUploadProps {
  /** Shown above the drop zone; leave out when a title already names it. */
  label?: string;
  /** Server ids of the finished uploads, in order. */
  onChange: (serverIds: string[]) => void;
  /** True while a file is being read or sent. */
  onBusyChange?: (busy: boolean) => void;
  multiple?: boolean;
  maxFiles?: number;
  /** MIME types or extensions, e.g. ['image/*', 'application/pdf']. */
  accept?: string[];
  error?: string | undefined;
  description?: string;
  /** Change it to empty the list (e.g. after the files were used). */
  resetKey?: number | string;
}

/** FilePond, chunked (1,000,000 bytes), against /api/filepond with the XSRF header; shows progress per file. */
export function FileUpload({
  label,
  onChange,
  onBusyChange,
  multiple = false,
  maxFiles,
  accept,
  error,
  description,
  resetKey,
}: FileUploadProps) {
  const { t } = useTranslation();
  const [ready, setReady] = useState(Boolean(readCookie(XSRF_COOKIE)));
  const busy = useRef(false);
  const pond = useRef<FilePond | null>(null);
  const server = useMemo(() => (ready ? filePondServer() : null), [ready]);

  useEffect(() => {
    if (!ready)
      void fetchCsrfCookie().then(
        () => setReady(true),
        () => setReady(true),
      );
  }, [ready]);

  function update(files: FilePondFile[] = pond.current?.getFiles() ?? []) {
    const nowBusy = files.some((file) => BUSY_STATUSES.has(file.status));
    if (nowBusy !== busy.current) {
      busy.current = nowBusy;
      onBusyChange?.(nowBusy);
    }
    onChange(
      files
        .filter((file) => file.status === FileStatus.PROCESSING_COMPLETE && file.serverId)
        .map((file) => String(file.serverId)),
    );
  }

  if (!server) return null;
  return (
    <Input.Wrapper label={label} description={description} error={error}>
      <FilePond
        key={resetKey}
        ref={pond}
        server={server}
        chunkUploads
        chunkSize={UPLOAD_CHUNK_SIZE}
        allowMultiple={multiple}
        maxFiles={maxFiles ?? null}
        acceptedFileTypes={accept ?? []}
        credits={false}
        labelIdle={t('admin.upload.idle')}
        labelFileProcessing={t('admin.upload.inProgress')}
        labelFileProcessingComplete={t('admin.upload.complete')}
        labelFileProcessingError={t('admin.upload.failed')}
        labelTapToCancel={t('admin.upload.tapToCancel')}
        labelTapToUndo={t('admin.upload.tapToUndo')}
        labelButtonRemoveItem={t('admin.upload.remove')}
        onupdatefiles={(files) => update(files)}
        onprocessfilestart={() => update()}
        onprocessfile={() => update()}
        onprocessfilerevert={() => update()}
        onprocessfileabort={() => update()}
        onremovefile={() => update()}
      />
    </Input.Wrapper>
  );
}

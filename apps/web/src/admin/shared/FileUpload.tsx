import 'filepond/dist/filepond.min.css';
import { Input } from '@mantine/core';
import { CHUNK_RETRY_DELAYS_MS } from '@vitrine/core/chunked-upload';
import { FileStatus } from 'filepond';
import FilePondPluginFileValidateType from 'filepond-plugin-file-validate-type';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FilePond, registerPlugin } from 'react-filepond';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { fetchCsrfCookie, readCookie, XSRF_COOKIE } from '../api/admin-http.ts';
import { filePondServer, UPLOAD_CHUNK_SIZE } from '../api/upload-server.ts';
import { filePondLabels } from './filepond-labels.ts';

registerPlugin(FilePondPluginFileValidateType);

/** FilePond options its types leave out: no fake 0.75–1.5 s minimum per file (29 frames add up). */
const UNTYPED_OPTIONS = { allowMinimumUploadDuration: false } as object;

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
  const [ready, setReady] = useState(Boolean(readCookie(XSRF_COOKIE)));
  const server = useMemo(() => (ready ? filePondServer() : null), [ready]);
  // The latest callbacks, read by FilePond's events: the widget itself never re-renders for them.
  const callbacks = useRef({ onChange, onBusyChange });
  callbacks.current = { onChange, onBusyChange };

  useEffect(() => {
    if (!ready)
      void fetchCsrfCookie().then(
        () => setReady(true),
        () => setReady(true),
      );
  }, [ready]);

  if (!server) return null;
  return (
    <Input.Wrapper label={label} description={description} error={error}>
      <Pond
        key={resetKey}
        server={server}
        multiple={multiple}
        maxFiles={maxFiles ?? null}
        acceptKey={(accept ?? []).join(',')}
        callbacks={callbacks}
      />
    </Input.Wrapper>
  );
}

interface PondProps {
  server: ReturnType<typeof filePondServer>;
  multiple: boolean;
  maxFiles: number | null;
  /** The accepted types joined by commas (a string, so equal lists compare equal). */
  acceptKey: string;
  callbacks: React.RefObject<Pick<FileUploadProps, 'onChange' | 'onBusyChange'>>;
}

/**
 * FilePond itself, rendered once per upload list: re-rendering react-filepond resets its
 * options, which stalls long queues (29 orbital frames), so its props stay stable.
 */
const Pond = memo(function Pond({ server, multiple, maxFiles, acceptKey, callbacks }: PondProps) {
  const { t } = useTranslation();
  const pond = useRef<FilePond | null>(null);
  const last = useRef({ busy: false, ids: '' });
  const accepted = useMemo(() => (acceptKey ? acceptKey.split(',') : []), [acceptKey]);
  const labels = useMemo(() => filePondLabels(t, accepted), [t, accepted]);

  const update = useCallback(() => {
    const files = pond.current?.getFiles() ?? [];
    const busy = files.some((file) => BUSY_STATUSES.has(file.status));
    const ids = files
      .filter((file) => file.status === FileStatus.PROCESSING_COMPLETE && file.serverId)
      .map((file) => String(file.serverId));
    if (busy !== last.current.busy) {
      last.current.busy = busy;
      callbacks.current.onBusyChange?.(busy);
    }
    if (ids.join('|') !== last.current.ids) {
      last.current.ids = ids.join('|');
      callbacks.current.onChange(ids);
    }
  }, [callbacks]);

  return (
    <FilePond
      ref={pond}
      server={server}
      chunkUploads
      chunkSize={UPLOAD_CHUNK_SIZE}
      chunkRetryDelays={[...CHUNK_RETRY_DELAYS_MS]}
      maxParallelUploads={4}
      {...UNTYPED_OPTIONS}
      allowMultiple={multiple}
      maxFiles={maxFiles}
      acceptedFileTypes={accepted}
      credits={false}
      {...labels}
      onupdatefiles={update}
      onprocessfilestart={update}
      onprocessfile={update}
      onprocessfilerevert={update}
      onprocessfileabort={update}
      onremovefile={update}
    />
  );
});

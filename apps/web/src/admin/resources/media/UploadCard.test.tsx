// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderAdmin, setupAdminTestI18n } from '../../test/render-admin.tsx';
import { JobFailedError, type MediaJob, untilJobEnds } from './media-calls.ts';
import { UploadCard } from './UploadCard.tsx';

// FilePond needs a real browser: here the 29 frames are already uploaded.
vi.mock('../../shared/FileUpload.tsx', () => ({
  FileUpload: ({ onChange, error }: { onChange: (ids: string[]) => void; error?: string }) => {
    useEffect(() => onChange(['frame-00', 'frame-01']), [onChange]);
    return error ? <p>{error}</p> : null;
  },
}));

const job = (over: Partial<MediaJob>): MediaJob => ({
  id: 7,
  status: 'running',
  progress: 0,
  total: 29,
  ...over,
});

beforeAll(() => setupAdminTestI18n());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the orbital frames upload', () => {
  it('shows the progress the background job reports, then clears it', async () => {
    let finish: () => void = () => undefined;
    let report: (job: MediaJob) => void = () => undefined;
    const send = vi.fn(
      (_ids: string[], onJob: (job: MediaJob) => void) =>
        new Promise<void>((resolve) => {
          report = onJob;
          finish = resolve;
        }),
    );
    renderAdmin(<UploadCard title="Vues orbitales" accept={['image/*']} multiple send={send} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Envoyer' }));

    act(() => report(job({ status: 'queued' })));
    expect(screen.getByText('Images envoyées, en attente du traitement…')).toBeTruthy();
    act(() => report(job({ progress: 12 })));
    expect(screen.getByText('Traitement des images : 12 / 29')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('41');

    await act(async () => finish());
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says clearly that the processing failed, and why', async () => {
    const send = vi.fn(async () => {
      throw new JobFailedError(
        job({ status: 'failed', error: 'Input buffer contains unsupported image format' }),
      );
    });
    renderAdmin(<UploadCard title="Vues orbitales" accept={['image/*']} multiple send={send} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Envoyer' }));
    expect(
      await screen.findByText(
        'Le traitement des images a échoué (Input buffer contains unsupported image format). Vérifiez les fichiers et envoyez-les à nouveau.',
      ),
    ).toBeTruthy();
  });

  it('polls GET /api/jobs/{id}, telling each state, until the job ends', async () => {
    const answers = [job({ progress: 20 }), job({ status: 'succeeded', progress: 29 })];
    const fetchMock = vi.fn(
      async (_url: string) =>
        new Response(JSON.stringify({ job: answers.shift() }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const seen: string[] = [];
    await untilJobEnds(
      { job: job({ status: 'queued' }) },
      (state) => seen.push(`${state.status} ${state.progress}`),
      0,
    );
    expect(seen).toEqual(['queued 0', 'running 20', 'succeeded 29']);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/jobs/7');
  });
});

// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { videoForm } from '../resources/videos/video-form.tsx';
import { jsonAnswer, renderAdmin, setUpAdminScreenTests } from '../test/render-admin.tsx';
import { FormModal } from './FormModal.tsx';
import { openModal } from './modal-store.ts';
import { fieldPaths } from './server-errors.ts';

// FilePond itself needs a real browser; the upload fields still mark their place (data-field).
vi.mock('./FileUpload.tsx', () => ({ FileUpload: () => null }));

setUpAdminScreenTests();

function answer422(errors: Record<string, string[]>) {
  return jsonAnswer(422, { message: 'Les données sont invalides.', errors });
}

describe("the server's 422 on a list field", () => {
  it('knows the paths inside lists of the form values', () => {
    const paths = fieldPaths({ formats: [{ type: 'video/mp4', url: '' }] });
    expect([...paths]).toEqual(['formats', 'formats.0', 'formats.0.type', 'formats.0.url']);
  });

  it('lands under the matching input of the row, and a field the form lacks is named for people', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        answer422({
          'formats.0.url': ['Le lien ne désigne aucun fichier de cette vidéo.'],
          'formats.3.type': ['Le champ type doit être un type de vidéo.'],
        }),
      ),
    );
    renderAdmin(<FormModal resource="videos" form={videoForm} title={() => 'Ajouter une vidéo'} />);
    act(() => openModal('videos-save', { seed: { domain_id: 4 } }));
    fireEvent.change(await screen.findByLabelText('URL'), { target: { value: '/storage/x.mp4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    const message = await screen.findByText('Le lien ne désigne aucun fichier de cette vidéo.');
    const urlInput = screen.getByLabelText('URL');
    expect(urlInput.getAttribute('aria-invalid')).toBe('true');
    expect(urlInput.getAttribute('aria-describedby')).toContain(message.id);
    const above = screen.getByRole('alert');
    expect(
      within(above).getByText('Formats n° 4 › type : Le champ type doit être un type de vidéo.'),
    ).toBeTruthy();
    expect(above.textContent).not.toContain('formats.');
  });
});

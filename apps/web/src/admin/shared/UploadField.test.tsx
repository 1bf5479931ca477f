// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderAdmin, setupAdminTestI18n } from '../test/render-admin.tsx';
import { UploadField } from './UploadField.tsx';

// FilePond itself is not what is checked here (and needs a real browser).
vi.mock('./FileUpload.tsx', () => ({ FileUpload: () => null }));

function InForm({ children }: { children: ReactNode }) {
  const form = useForm({ defaultValues: { file: undefined } });
  return <FormProvider {...form}>{children}</FormProvider>;
}

beforeAll(() => setupAdminTestI18n());
afterEach(cleanup);

describe('an upload field', () => {
  it('names what is missing after what it uploads, not always a plan', () => {
    renderAdmin(
      <InForm>
        <UploadField name="thumb" label="Miniature" preview />
        <UploadField name="video" label="Fichier" kind="video" />
        <UploadField name="blueprint2D" label="Plan 2D" kind="plan" />
        <UploadField name="archive" label="Archive" />
      </InForm>,
    );
    expect(screen.getByText('Aucune image')).toBeTruthy();
    expect(screen.getByText('Aucune vidéo')).toBeTruthy();
    expect(screen.getByText('Aucun fichier')).toBeTruthy();
    expect(screen.getAllByText('Aucun plan')).toHaveLength(1);
  });

  it('offers to remove the current file with the same wording', () => {
    renderAdmin(
      <InForm>
        <UploadField name="thumb" label="Image" preview current={{ url: '/storage/tours/a.jpg' }} />
      </InForm>,
    );
    expect(screen.getByLabelText("Retirer l'image actuelle")).toBeTruthy();
    expect(screen.queryByText(/plan/)).toBeNull();
  });
});

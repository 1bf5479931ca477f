// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { TSetting } from '@vitrine/core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hasUnsavedChanges } from '../../shared/unsaved/unsaved-store.ts';
import { renderAdmin, setupAdminTestI18n } from '../../test/render-admin.tsx';
import { SettingEditor } from './SettingEditor.tsx';
import type { useSettingSave } from './use-setting-save.ts';

const rotation = { id: 7, name: 'initial-rotation', type: 'text', value: '12.5', building_id: 3 } as TSetting;

function savingStub(error?: string) {
  const mutate = vi.fn();
  const saving = {
    save: { mutate, isPending: false },
    reset: { mutate: vi.fn(), isPending: false },
    error,
    resetKey: 0,
  } as unknown as ReturnType<typeof useSettingSave>;
  return { saving, mutate };
}

const label = 'Image de départ de la rotation';
const box = () => screen.getByRole('textbox', { name: label }) as HTMLInputElement;
const validate = () => screen.getByRole('button', { name: 'Valider' });

beforeAll(() => setupAdminTestI18n());
afterEach(cleanup);

describe('a number setting', () => {
  it('is shown as Belgian staff read it, and sends "92,5" as typed for the server to read', () => {
    const { saving, mutate } = savingStub();
    renderAdmin(<SettingEditor setting={rotation} kind="number" label={label} editable saving={saving} />);
    expect(box().value).toBe('12,5');
    expect((validate() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.focus(box());
    fireEvent.change(box(), { target: { value: '92,5' } });
    expect(hasUnsavedChanges()).toBe(true);
    fireEvent.blur(box());
    expect(box().value).toBe('92,5');
    fireEvent.click(validate());
    expect(mutate).toHaveBeenCalledWith({ value: '92,5' });
  });

  it('does not count "12,50" as a change of 12.5', () => {
    const { saving } = savingStub();
    renderAdmin(<SettingEditor setting={rotation} kind="number" label={label} editable saving={saving} />);
    fireEvent.change(box(), { target: { value: '12,50' } });
    expect((validate() as HTMLButtonElement).disabled).toBe(true);
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('keeps "abc" in the box with the server’s message under it', () => {
    const { saving } = savingStub('Le champ valeur doit être un nombre.');
    renderAdmin(<SettingEditor setting={rotation} kind="number" label={label} editable saving={saving} />);
    fireEvent.change(box(), { target: { value: 'abc' } });
    fireEvent.blur(box());
    expect(box().value).toBe('abc');
    expect(screen.getByText('Le champ valeur doit être un nombre.')).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderAdmin, setupAdminTestI18n } from '../test/render-admin.tsx';
import { SelectField } from './form-fields.tsx';

const ROLES = [
  { value: 2, label: 'Administrateur' },
  { value: 4, label: 'Utilisateur' },
];

function RoleForm({ required }: { required: boolean }) {
  const form = useForm({ defaultValues: { role: 4 } });
  return (
    <FormProvider {...form}>
      <SelectField name="role" label="Rôle" required={required} choices={ROLES} />
      <output data-testid="value">{JSON.stringify(form.watch('role'))}</output>
    </FormProvider>
  );
}

function pickAgain(label: string) {
  fireEvent.click(screen.getByRole('textbox', { name: /Rôle/ }));
  fireEvent.click(screen.getByRole('option', { name: label, hidden: true }));
}

beforeAll(() => setupAdminTestI18n());
afterEach(cleanup);

describe('a select field', () => {
  it('keeps its value when the selected option of a required select is clicked again', () => {
    renderAdmin(<RoleForm required />);
    pickAgain('Utilisateur');
    expect(screen.getByTestId('value').textContent).toBe('4');
  });

  it('empties an optional select when its selected option is clicked again', () => {
    renderAdmin(<RoleForm required={false} />);
    pickAgain('Utilisateur');
    expect(screen.getByTestId('value').textContent).toBe('null');
  });
});

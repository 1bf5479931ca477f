// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderAdmin, setupAdminTestI18n } from '../test/render-admin.tsx';
import { NumberField } from './form-fields.tsx';

function PriceForm({ price }: { price: number | null }) {
  const form = useForm({ defaultValues: { price } });
  return (
    <FormProvider {...form}>
      <NumberField name="price" label="Prix (€)" />
      <output data-testid="value">{JSON.stringify(form.watch('price'))}</output>
    </FormProvider>
  );
}

const box = () => screen.getByRole('textbox', { name: 'Prix (€)' }) as HTMLInputElement;
const value = () => screen.getByTestId('value').textContent;

function type(text: string) {
  fireEvent.focus(box());
  fireEvent.change(box(), { target: { value: text } });
  fireEvent.blur(box());
}

beforeAll(() => setupAdminTestI18n());
afterEach(cleanup);

describe('a number field of a form', () => {
  it('shows the stored price grouped by thousands', () => {
    renderAdmin(<PriceForm price={489000} />);
    expect(box().value).toBe('489\u202f000');
  });

  it.each([
    ['489.000', 489000],
    ['489 000', 489000],
    ['489000', 489000],
    ['92,5', 92.5],
  ])('reads "%s" as %d and shows it back grouped', (text, expected) => {
    renderAdmin(<PriceForm price={null} />);
    type(text);
    expect(value()).toBe(String(expected));
    expect(box().value).toBe(new Intl.NumberFormat('fr-BE', { maximumFractionDigits: 2 }).format(expected));
  });

  it('gives null for an empty box, and keeps a text that is no number for the schema to refuse', () => {
    renderAdmin(<PriceForm price={489000} />);
    type('');
    expect(value()).toBe('null');
    type('60.50.00');
    expect(value()).toBe('"60.50.00"');
    expect(box().value).toBe('60.50.00');
  });
});

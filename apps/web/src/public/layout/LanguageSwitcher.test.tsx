// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '../../i18n/setup.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';

beforeAll(() => setupI18n('fr'));
afterEach(cleanup);

function Label() {
  const { t } = useTranslation();
  return <p>{t('nav.orbital')}</p>;
}

describe('LanguageSwitcher', () => {
  it('switches visible strings and the page language, and remembers the choice', async () => {
    render(
      <>
        <LanguageSwitcher />
        <Label />
      </>,
    );
    expect(screen.getByText('Maquette Orbitale')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByText('Orbital model')).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('vitrine.language')).toBe('en');
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
  });
});

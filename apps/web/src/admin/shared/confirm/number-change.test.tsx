// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import type { TSetting, TUser } from '@vitrine/core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, renderAdmin, setupAdminTestI18n } from '../../test/render-admin.tsx';
import { useChangeConfirmPercent } from './number-change.ts';

function Threshold() {
  return <output data-testid="percent">{useChangeConfirmPercent()}</output>;
}

/** An admin whose corporation has these settings, as GET /api/auth/user answers. */
function adminWith(settings: Partial<TSetting>[]): TUser {
  return {
    ...buildUser(2),
    corporation: { id: 1, name: 'Horizon', settings } as unknown as TUser['corporation'],
  };
}

beforeAll(() => setupAdminTestI18n());
afterEach(cleanup);

describe('the price confirmation threshold', () => {
  it('is the corporation’s setting, as the server stores it', () => {
    renderAdmin(<Threshold />, {
      user: adminWith([{ id: 5, name: 'price-change-confirm-percent', type: 'text', value: '12.5' }]),
    });
    expect(screen.getByTestId('percent').textContent).toBe('12.5');
  });

  it('is 20 % when the corporation has no row for it', () => {
    renderAdmin(<Threshold />, { user: adminWith([]) });
    expect(screen.getByTestId('percent').textContent).toBe('20');
  });
});

import { Button, Menu } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { TUser } from '@vitrine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { adminPaths } from '../admin-paths.ts';
import { signOut } from '../auth/session.ts';
import { clearCurrentContext } from './current-context.ts';

/** "Logged as …" and Logout (POST /api/logout, then /login). */
export function UserMenu({ user }: { user: Pick<TUser, 'name'> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();

  async function logout() {
    await signOut().catch((error: unknown) => console.warn('admin: logout failed', error));
    clearCurrentContext();
    client.clear();
    navigate(adminPaths.login, { replace: true });
  }

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" size="compact-sm" aria-label={t('admin.menu.userMenu')}>
          {user.name}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('admin.menu.loggedAs', { name: user.name })}</Menu.Label>
        <Menu.Item onClick={() => void logout()}>{t('admin.menu.logout')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

import { AppShell, Burger, Group, NavLink, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { settingImageUrl } from '@vitrine/core';
import { Link, Outlet, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useUser } from '../auth/use-current-user.ts';
import { CustomCss } from './CustomCss.tsx';
import { useCurrentContext } from './current-context.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { menuEntries } from './menu-entries.ts';
import { UserMenu } from './UserMenu.tsx';

/** Side menu + header around every admin screen; the menu becomes a drawer on small screens. */
export function AdminLayout() {
  const { t } = useTranslation();
  const user = useUser();
  const context = useCurrentContext();
  const location = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const logo = settingImageUrl(user.corporation?.settings, 'logo') ?? settingImageUrl(user.settings, 'logo');

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 230, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('admin.menu.toggle')}
            />
            <Link to="/admin" aria-label={t('admin.menu.home')}>
              {logo ? (
                <img src={logo} alt={user.corporation?.name ?? ''} className="admin-logo" />
              ) : (
                <Text fw={700}>{t('admin.brand')}</Text>
              )}
            </Link>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <LanguageSwitch />
            <UserMenu user={user} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t('admin.menu.toggle')}>
        <ScrollArea>
          <nav>
            {menuEntries(user, context).map((entry) => (
              <NavLink
                key={entry.key}
                component={Link}
                to={entry.to}
                label={t(entry.label)}
                active={location.pathname === entry.to || location.pathname.startsWith(`${entry.to}/`)}
                onClick={close}
              />
            ))}
          </nav>
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main>
        <CustomCss />
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}

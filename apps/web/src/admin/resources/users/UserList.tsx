import { ROLE, type TUser } from '@vitrine/core';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { canDeleteUser, isRoot, useUser } from '../../auth/use-current-user.ts';
import { ResourceList } from '../../shared/ResourceList.tsx';
import { translationOf } from '../../shared/translatable.ts';
import { ROLE_LABELS, userForm } from './user-form.tsx';

/**
 * /admin/users — root sees everyone; others their corporation's users only. Admins create,
 * edit and delete accounts (never a root's, never their own); a user only edits their own
 * (server: users policy; core `mayDeleteUser`).
 */
export function UserList() {
  const { t } = useTranslation();
  const me = useUser();
  const root = isRoot(me);
  const admin = me.role <= ROLE.ADMIN;
  return (
    <ResourceList<TUser, typeof userForm.schema>
      resource="users"
      title={t('admin.users.title')}
      filter={root ? {} : { corporation_id: me.corporation_id }}
      include={['corporation']}
      searchFilter="title"
      columns={[
        { key: 'id', label: t('admin.table.id'), sortField: 'id', width: 70 },
        { key: 'name', label: t('admin.users.name'), sortField: 'name' },
        { key: 'email', label: t('admin.users.email'), sortField: 'email' },
        {
          key: 'role',
          label: t('admin.users.role'),
          sortField: 'role',
          render: (user) => t(ROLE_LABELS[user.role] ?? ''),
        },
        {
          key: 'corporation',
          label: t('admin.users.corporation'),
          render: (user) =>
            user.corporation ? translationOf(user.corporation, 'name').fr || user.corporation.name : '',
        },
      ]}
      form={userForm}
      createLabel={admin ? t('admin.users.create') : undefined}
      createSeed={{ corporation_id: me.corporation_id }}
      canDelete={admin}
      rowEditable={(user) => (admin ? root || user.role !== ROLE.ROOT : user.id === me.id)}
      rowDeletable={(user) => canDeleteUser(me, user)}
      rowLabel={(user) => user.name}
    />
  );
}

import { PasswordInput, SimpleGrid, Stack } from '@mantine/core';
import { ROLE, type TCorporation, type TUser, ZUserInput } from '@vitrine/core';
import { useController } from 'react-hook-form';
import { i18n } from '../../../i18n/translations.ts';
import { useList } from '../../api/queries.ts';
import { isRoot, useUser } from '../../auth/use-current-user.ts';
import type { FormDescription } from '../../shared/FormModal.tsx';
import { SelectField, TextField, useFieldError } from '../../shared/form-fields.tsx';
import { translationOf } from '../../shared/translatable.ts';
import { UserAvatarField } from './UserAvatarField.tsx';

export const ROLE_LABELS: Record<number, string> = {
  [ROLE.ROOT]: 'admin.roles.root',
  [ROLE.ADMIN]: 'admin.roles.admin',
  [ROLE.USER]: 'admin.roles.user',
};

function PasswordField({
  name,
  label,
  description,
  autoComplete = 'new-password',
}: {
  name: string;
  label: string;
  description?: string;
  autoComplete?: 'new-password' | 'current-password';
}) {
  const { field } = useController({ name });
  return (
    <PasswordInput
      label={label}
      name={name}
      description={description}
      autoComplete={autoComplete}
      value={(field.value as string | undefined) ?? ''}
      onChange={(event) => field.onChange(event.currentTarget.value || undefined)}
      error={useFieldError(name)}
    />
  );
}

function RoleAndCorporation() {
  const root = isRoot(useUser());
  const corporations = useList<TCorporation>('corporations', { pagination: false }, { enabled: root });
  const t = i18n.t;
  const roles = (root ? [ROLE.ROOT, ROLE.ADMIN, ROLE.USER] : [ROLE.ADMIN, ROLE.USER]).map((role) => ({
    value: role,
    label: t(ROLE_LABELS[role] ?? ''),
  }));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <SelectField name="role" label={t('admin.users.role')} choices={roles} required searchable={false} />
      {root && (
        <SelectField
          name="corporation_id"
          label={t('admin.users.corporation')}
          choices={(corporations.data?.data ?? []).map((c) => ({
            value: c.id,
            label: translationOf(c, 'name').fr,
          }))}
        />
      )}
    </SimpleGrid>
  );
}

/** On one's own account, a new password is given with the current one (the server checks it). */
function CurrentPasswordField({ row }: { row: TUser | undefined }) {
  const me = useUser();
  if (!row || row.id !== me.id) return null;
  const t = i18n.t;
  return (
    <PasswordField
      name="current_password"
      label={t('admin.users.currentPassword')}
      description={t('admin.users.currentPasswordHint')}
      autoComplete="current-password"
    />
  );
}

/** The user-save modal; the password changes only when typed (required on create, by the server). */
export const userForm: FormDescription<TUser, typeof ZUserInput> = {
  schema: ZUserInput,
  size: 'md',
  values: (user, seed) => ({
    name: user?.name ?? '',
    email: user?.email ?? '',
    role: user?.role ?? ROLE.USER,
    corporation_id: user?.corporation_id ?? (seed.corporation_id as number | null | undefined) ?? null,
    password: undefined,
    password_confirmation: undefined,
    current_password: undefined,
  }),
  fields: (row) => {
    const t = i18n.t;
    return (
      <Stack>
        <TextField name="name" label={t('admin.users.name')} required />
        <TextField name="email" label={t('admin.users.email')} type="email" required />
        <RoleAndCorporation />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PasswordField name="password" label={t('admin.users.password')} />
          <PasswordField name="password_confirmation" label={t('admin.users.passwordConfirmation')} />
        </SimpleGrid>
        <CurrentPasswordField row={row} />
        {row && <UserAvatarField user={row} />}
      </Stack>
    );
  },
};

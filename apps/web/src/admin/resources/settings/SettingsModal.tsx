import { Button, Group, Modal, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TSetting } from '@vitrine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useList, useSave } from '../../api/queries.ts';
import { canChangeSetting, isRoot, useUser } from '../../auth/use-current-user.ts';
import { MODAL_SIZES, useNamedModal } from '../../shared/modal-store.ts';
import { closeUnlessUnsaved, useUnsavedChanges } from '../../shared/unsaved/unsaved-store.ts';
import { MissingSetting, missingEntries } from './MissingSetting.tsx';
import { SettingRow } from './SettingRow.tsx';

export type SettingOwner = 'corporation_id' | 'domain_id' | 'project_id' | 'building_id' | 'user_id';

/** Settings of one corporation, domain, project or building, opened as "<name>" with `{ id }`. */
export function SettingsModal({ name, owner, title }: { name: string; owner: SettingOwner; title: string }) {
  const { opened, data } = useNamedModal<{ id: number }>(name);
  const small = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={opened}
      onClose={closeUnlessUnsaved}
      title={title}
      size={MODAL_SIZES.lg}
      fullScreen={small}
    >
      {opened && data && <OwnedSettings owner={owner} ownerId={data.id} />}
    </Modal>
  );
}

/**
 * An owner's settings, and "Créer" for the catalogue's it has no row for and the user may set;
 * root alone adds one by its raw key (the others edit the catalogue's).
 */
export function OwnedSettings({ owner, ownerId }: { owner: SettingOwner; ownerId: number }) {
  const { t } = useTranslation();
  const user = useUser();
  const root = isRoot(user);
  const list = useList<TSetting>('settings', {
    filter: { [owner]: ownerId },
    pagination: false,
    sort: 'name',
  });
  const settings = list.data?.data ?? [];
  const missing = list.isSuccess
    ? missingEntries(settings, owner).filter((entry) =>
        canChangeSetting(user, { name: entry.key, [owner]: ownerId }),
      )
    : [];
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {settings.map((setting) => (
          <SettingRow key={setting.id} setting={setting} />
        ))}
        {missing.map((entry) => (
          <MissingSetting key={entry.key} entry={entry} owner={owner} ownerId={ownerId} />
        ))}
      </SimpleGrid>
      {root ? (
        <NewSetting owner={owner} ownerId={ownerId} />
      ) : (
        <Group justify="flex-end">
          <Button variant="default" onClick={closeUnlessUnsaved}>
            {t('admin.form.cancel')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** Adds a setting (name, type, value) to an owner. */
function NewSetting({ owner, ownerId }: { owner: SettingOwner; ownerId: number }) {
  const { t } = useTranslation();
  const save = useSave<TSetting>('settings');
  const [name, setName] = useState('');
  const [type, setType] = useState<'text' | 'image'>('text');
  const [value, setValue] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  useUnsavedChanges(name.trim() !== '' || value !== '');
  async function submit() {
    setErrors({});
    try {
      await save.mutateAsync({
        body: { name, type, value: type === 'text' ? value : null, [owner]: ownerId },
      });
      setName('');
      setValue('');
    } catch (error) {
      setErrors((error as { fieldErrors?: Record<string, string[]> }).fieldErrors ?? {});
    }
  }
  return (
    <Group align="flex-end" wrap="wrap">
      <TextInput
        label={t('admin.settings.name')}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        error={errors.name?.join(' ')}
      />
      <NativeSelect
        label={t('admin.settings.type')}
        value={type}
        onChange={(e) => setType(e.currentTarget.value === 'image' ? 'image' : 'text')}
        data={[
          { value: 'text', label: t('admin.settings.text') },
          { value: 'image', label: t('admin.settings.image') },
        ]}
      />
      {type === 'text' && (
        <TextInput
          label={t('admin.settings.value')}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          error={errors.value?.join(' ')}
        />
      )}
      <Button variant="light" onClick={() => void submit()} loading={save.isPending} disabled={!name.trim()}>
        {t('admin.settings.create')}
      </Button>
      <Button variant="default" onClick={closeUnlessUnsaved} ml="auto">
        {t('admin.form.cancel')}
      </Button>
    </Group>
  );
}

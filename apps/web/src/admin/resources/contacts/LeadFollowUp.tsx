import { Button, Group, NativeSelect, Stack, Textarea, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { TContact, TLeadFollowUp, TLeadStatus } from '@vitrine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { ApiError } from '../../api/admin-http.ts';
import { dataLayer } from '../../api/data-layer.ts';
import { reportApiError } from '../../api/error-reporting.ts';
import { notifySuccess } from '../../shared/notify.ts';
import { SaveFailure, SaveIndicator, useSaveState } from '../../shared/SaveIndicator.tsx';
import { notifyUndoable } from '../../shared/undo/undo-toast.tsx';
import { useUnsavedChanges } from '../../shared/unsaved/unsaved-store.ts';
import { quickSaveMessage } from '../units/use-unit-quick-save.ts';
import { leadName, useLeadStatusChoices } from './lead-status.tsx';

/** A partial PUT of a lead's follow-up (only the field changed), then every contacts query refreshed. */
function useFollowUpSave(contactId: number) {
  const client = useQueryClient();
  return async (patch: Partial<TLeadFollowUp>) => {
    try {
      await dataLayer.update<TContact>('contacts', contactId, patch);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 422) reportApiError(error, 'silent');
      throw error;
    }
    await client.invalidateQueries({ queryKey: ['contacts'] });
  };
}

/** The follow-up status: saved as soon as it is chosen, with "Annuler" in the toast. */
function LeadStatusSelect({ contact }: { contact: TContact }) {
  const { t } = useTranslation();
  const choices = useLeadStatusChoices();
  const save = useFollowUpSave(contact.id);
  const { state, track } = useSaveState();
  const [value, setValue] = useState<TLeadStatus>(contact.lead_status);
  useEffect(() => setValue(contact.lead_status), [contact.lead_status]);

  function change(next: TLeadStatus) {
    const previous = value;
    setValue(next);
    void track(
      () => save({ lead_status: next }),
      (error) => quickSaveMessage(error, 'lead_status'),
    ).then((ok) => {
      if (!ok) {
        setValue(previous);
        return;
      }
      if (previous === next) return;
      const label = choices.find((choice) => choice.value === next)?.label ?? next;
      notifyUndoable(t('admin.leads.statusChanged', { name: leadName(contact), status: label }), async () => {
        await save({ lead_status: previous });
        setValue(previous);
      });
    });
  }

  return (
    <Stack gap={2}>
      <Group gap={6} wrap="nowrap" align="flex-end">
        <NativeSelect
          label={t('admin.leads.status.label')}
          data={choices}
          value={value}
          onChange={(event) => change(event.currentTarget.value as TLeadStatus)}
          w={220}
        />
        <SaveIndicator state={state} onRetry={() => change(value)} />
      </Group>
      <SaveFailure state={state} />
    </Stack>
  );
}

/** The sales team's note: saved by its button; leaving with unsaved text asks first. */
function LeadNote({ contact }: { contact: TContact }) {
  const { t } = useTranslation();
  const save = useFollowUpSave(contact.id);
  const [saved, setSaved] = useState(contact.note ?? '');
  const [draft, setDraft] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const dirty = draft !== saved;
  useUnsavedChanges(dirty);

  async function submit() {
    setSaving(true);
    setError(null);
    try {
      await save({ note: draft.trim() === '' ? null : draft });
      setSaved(draft);
      notifySuccess(t('admin.leads.noteSaved'));
    } catch (failure) {
      setError(quickSaveMessage(failure, 'note'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack gap="xs">
      <Textarea
        label={t('admin.leads.note')}
        description={t('admin.leads.noteHint')}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        error={error}
        autosize
        minRows={3}
        maxRows={12}
      />
      <Group justify="flex-end">
        <Button onClick={() => void submit()} loading={saving} disabled={!dirty}>
          {t('admin.leads.saveNote')}
        </Button>
      </Group>
    </Stack>
  );
}

/** A lead's follow-up on its page: status and note. */
export function LeadFollowUp({ contact }: { contact: TContact }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Title order={4}>{t('admin.leads.followUp')}</Title>
      <LeadStatusSelect contact={contact} />
      <LeadNote contact={contact} />
    </Stack>
  );
}

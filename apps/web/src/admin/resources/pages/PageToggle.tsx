import { Group, Switch } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { TPage } from '@vitrine/core';
import { useEffect, useState } from 'react';
import { dataLayer } from '../../api/data-layer.ts';
import { SaveIndicator, useSaveState } from '../../shared/SaveIndicator.tsx';
import { quickSaveMessage } from '../units/use-unit-quick-save.ts';

/** A page flag (withAltLogo, is_active) that saves as soon as it is switched. */
export function PageToggle({
  page,
  field,
  label,
}: {
  page: TPage;
  field: 'withAltLogo' | 'is_active';
  label: string;
}) {
  const client = useQueryClient();
  const { state, track } = useSaveState();
  const [checked, setChecked] = useState(Boolean(page[field]));
  useEffect(() => setChecked(Boolean(page[field])), [page, field]);
  function change(next: boolean) {
    setChecked(next);
    void track(
      async () => {
        await dataLayer.update<TPage>('pages', page.id, { [field]: next });
        await client.invalidateQueries({ queryKey: ['pages'] });
      },
      (error) => quickSaveMessage(error, field),
    ).then((ok) => {
      if (!ok) setChecked(!next);
    });
  }
  return (
    <Group gap={6} wrap="nowrap">
      <Switch
        checked={checked}
        onChange={(event) => change(event.currentTarget.checked)}
        aria-label={`${label} ${page.name}`}
      />
      <SaveIndicator state={state} />
    </Group>
  );
}

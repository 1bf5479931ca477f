import { Button, CopyButton, Group, NumberInput, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { formatDateTime } from '@vitrine/core/format';
import type { TKioskLink } from '@vitrine/core/kiosk/kiosk-link-schema';
import { KIOSK_LINK_DAYS } from '@vitrine/core/kiosk/kiosk-token';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { registerKioskStrings } from '../../../public/kiosk/kiosk-strings.ts';
import { ApiError, apiJson } from '../../api/admin-http.ts';

registerKioskStrings();

/**
 * "Lien de borne" on a site's identity page: a signed link (POST /api/domains/{id}/kiosk-link)
 * that turns the one browser opening it — the sales office's screen — into a kiosk of the site.
 */
export function KioskLinkPanel({ domainId }: { domainId: number }) {
  const { t } = useTranslation();
  const [days, setDays] = useState<number | string>(KIOSK_LINK_DAYS.default);
  const create = useMutation({
    mutationFn: () =>
      apiJson<{ data: TKioskLink }>('POST', `/api/domains/${domainId}/kiosk-link`, {
        body: { days: Number(days) },
      }),
    meta: { errorContext: 'mutation' },
  });
  const link = create.data?.data;
  const daysError = create.error instanceof ApiError ? create.error.fieldErrors?.days?.[0] : undefined;
  return (
    <Paper withBorder p="sm" data-kiosk-link>
      <Stack gap="xs">
        <Text fw={600}>{t('kiosk.admin.title')}</Text>
        <Text size="sm" c="dimmed">
          {t('kiosk.admin.intro')}
        </Text>
        <Group align="flex-end">
          <NumberInput
            label={t('kiosk.admin.days')}
            min={KIOSK_LINK_DAYS.min}
            max={KIOSK_LINK_DAYS.max}
            allowDecimal={false}
            value={days}
            onChange={setDays}
            error={daysError}
            w={260}
          />
          <Button onClick={() => create.mutate()} loading={create.isPending}>
            {t('kiosk.admin.create')}
          </Button>
        </Group>
        {link && (
          <Stack gap={6}>
            <TextInput
              readOnly
              label={t('kiosk.admin.title')}
              value={link.url}
              onFocus={(event) => event.currentTarget.select()}
            />
            <Group>
              <CopyButton value={link.url}>
                {({ copied, copy }) => (
                  <Button variant="light" size="xs" onClick={copy}>
                    {copied ? t('kiosk.admin.copied') : t('kiosk.admin.copy')}
                  </Button>
                )}
              </CopyButton>
              <Text size="sm">{t('kiosk.admin.validUntil', { date: formatDateTime(link.expires_at) })}</Text>
            </Group>
          </Stack>
        )}
        <Text size="xs" c="dimmed">
          {t('kiosk.admin.leave', { path: '/kiosk/leave' })}
        </Text>
      </Stack>
    </Paper>
  );
}

import { KIOSK_IDLE_SETTING, KIOSK_SETTING } from '@vitrine/core/kiosk/kiosk-settings';
import type { SettingLike } from '@vitrine/core/settings';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/http-errors.ts';
import { findSiteForHost } from '../domain/domain-repository.ts';

/** The site a public kiosk call is for: the Host's, by GET /domain's rules; 404 when none is. */
export async function kioskSiteOf(request: FastifyRequest): Promise<{ id: number; settings: SettingLike[] }> {
  const { db, config } = request.server;
  const found = await findSiteForHost(db, request.hostname, 'read', config.appUrl);
  if (!found) throw notFound();
  return { id: found.domain.id, settings: await kioskSettingsOf(db, found.domain.id) };
}

/** The site's two kiosk settings (absent ones are simply missing). */
export function kioskSettingsOf(db: Db, domainId: number): Promise<SettingLike[]> {
  return db
    .selectFrom('settings')
    .select(['name', 'value'])
    .where('domain_id', '=', domainId)
    .where('name', 'in', [KIOSK_SETTING, KIOSK_IDLE_SETTING])
    .execute();
}

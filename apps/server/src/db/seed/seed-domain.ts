import type { DemoDomain } from '@vitrine/core/demo-manifest';
import type { Transaction } from 'kysely';
import type { Database } from '../schema.ts';
import { toTranslatedJson } from '../translatable.ts';
import { insertSettings } from './seed-settings.ts';

/** A demo domain with its settings, pages, gallery, videos and tours; returns its id. */
export async function seedDomain(trx: Transaction<Database>, domain: DemoDomain, corporationId: number) {
  const { id } = await trx
    .insertInto('domains')
    .values({
      corporation_id: corporationId,
      host: domain.host.toLowerCase(),
      name: toTranslatedJson(domain.name),
      title: toTranslatedJson(domain.title),
      subtitle: toTranslatedJson(domain.subtitle),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  await insertSettings(trx, { domain_id: id }, domain.settings);
  if (domain.pages.length > 0) {
    await trx
      .insertInto('pages')
      .values(
        domain.pages.map((page) => ({
          domain_id: id,
          name: page.name,
          is_active: page.isActive ? 1 : 0,
          with_alt_logo: page.withAltLogo ? 1 : 0,
        })),
      )
      .execute();
  }
  if (domain.files.length > 0) {
    await trx
      .insertInto('files')
      .values(
        domain.files.map((file, index) => ({
          domain_id: id,
          path: file.path,
          responsive: JSON.stringify(file.responsive),
          thumb_path: file.thumbPath,
          order: index + 1,
        })),
      )
      .execute();
  }
  for (const [index, video] of domain.videos.entries()) {
    const inserted = await trx
      .insertInto('videos')
      .values({ domain_id: id, thumb_path: video.thumbPath, order: index + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (video.formats.length === 0) continue;
    await trx
      .insertInto('video_formats')
      .values(
        video.formats.map((format, order) => ({
          video_id: inserted.id,
          path: format.path,
          type: format.type,
          order,
        })),
      )
      .execute();
  }
  if (domain.tours.length > 0) {
    await trx
      .insertInto('tours')
      .values(
        domain.tours.map((tour) => ({
          domain_id: id,
          number: tour.number,
          name: toTranslatedJson(tour.name),
          thumb_path: tour.thumbPath,
        })),
      )
      .execute();
  }
  return id;
}

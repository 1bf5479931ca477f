import { mayChangeSetting } from '@vitrine/core/permissions';
import { check, ZNullableId } from '@vitrine/core/schemas/common';
import { SETTING_OWNERS, ZSettingInput } from '@vitrine/core/schemas/setting';
import { settingImageFolder, settingRenditionFiles } from '@vitrine/core/setting-pictures';
import { storedSettingValue } from '@vitrine/core/setting-value-rules';
import { settingDefinition } from '@vitrine/core/settings-catalogue';
import { presentSetting } from '../../../presenters/setting-presenter.ts';
import { renewSettingRenditions } from '../../media/setting-renditions.ts';
import { sanitiseRichHtml } from '../../rich-text/rich-html.ts';
import { isAvatarSetting, squareAvatar } from '../../settings-admin/avatar.ts';
import { alreadyTaken, invalidChoice } from '../messages.ts';
import { type AnyExpressionBuilder, type AnyRow, anyone, defineResource, ROOT } from '../resource.ts';
import { idsInCorporation } from '../scope.ts';
import { idEquals, partial } from '../sql-text.ts';
import { ownerHasSetting, settingInputProblems } from './setting-values.ts';

const OWNER_TABLES = {
  corporation_id: 'corporations',
  domain_id: 'domains',
  project_id: 'projects',
  building_id: 'buildings',
  user_id: 'users',
} as const;

const ZSettingCreateInput = ZSettingInput.extend({
  name: ZSettingInput.shape.name.unwrap(),
  ...Object.fromEntries(SETTING_OWNERS.map((owner) => [owner, ZNullableId.optional()])),
}).refine((input: AnyRow) => SETTING_OWNERS.filter((owner) => input[owner]).length === 1, {
  path: ['domain_id'],
  ...check('validation.required'),
});

export const settings = defineResource({
  name: 'settings',
  table: 'settings',
  scope: (db, actor) => {
    if (actor.role === ROOT) return null;
    const corporation = actor.corporation_id ?? -1;
    return (eb: AnyExpressionBuilder) =>
      eb.or(
        SETTING_OWNERS.map((owner) =>
          owner === 'corporation_id'
            ? eb('settings.corporation_id', '=', corporation)
            : eb(`settings.${owner}`, 'in', idsInCorporation(db, OWNER_TABLES[owner], corporation)),
        ),
      );
  },
  policy: { read: anyone, create: mayChangeSetting, update: mayChangeSetting, delete: mayChangeSetting },
  fields: ['name', 'type', 'value', 'image', 'css_file', 'pdf', ...SETTING_OWNERS],
  filters: {
    name: partial('settings.name'),
    type: (query, value) => query.where('settings.type', '=', value),
    ...Object.fromEntries(SETTING_OWNERS.map((owner) => [owner, idEquals(`settings.${owner}`)])),
  },
  sorts: { id: 'id', name: 'name', type: 'type' },
  defaultSort: [],
  relations: {},
  includes: [],
  input: { create: ZSettingCreateInput, update: ZSettingInput },
  references: OWNER_TABLES,
  async check(input, { actor, db, existing }) {
    if (input.corporation_id && !mayChangeSetting(actor, { ...input, name: input.name ?? existing?.name }))
      return { corporation_id: [invalidChoice('corporation_id')] };
    const problems = settingInputProblems(input, existing);
    if (!existing && !problems.name && (await ownerHasSetting(db, input)))
      problems.name = [alreadyTaken('name')];
    return problems;
  },
  uploads: {
    image: {
      column: 'image_path',
      kinds: ['image', 'svg'],
      folder: (row) => settingImageFolder(row.name),
      use: (row) => settingDefinition(String(row.name))?.upload ?? 'picture',
      reshape: async (row, file) => (isAvatarSetting(row) ? squareAvatar(file) : null),
    },
  },
  // a full-width picture (splash, contact) gets its screen-size renditions (media/setting-renditions.ts)
  async afterWrite(id, input, { trx, storage, existing }) {
    if (input.image === undefined) return;
    const row = await trx.selectFrom('settings').select('image_path').where('id', '=', id).executeTakeFirst();
    await renewSettingRenditions(storage, existing?.image_path as string | null, row?.image_path);
  },
  toRow(input, { existing }) {
    const row: Record<string, unknown> = {};
    for (const key of ['name', 'type', 'value', ...SETTING_OWNERS] as const)
      if (key in input) row[key] = input[key] ?? null;
    const name = String(input.name ?? existing?.name ?? '');
    if (typeof row.value === 'string' && settingDefinition(name)?.kind === 'html')
      row.value = sanitiseRichHtml(row.value);
    if ('value' in row) row.value = storedSettingValue(name, row.value as string | null);
    return row;
  },
  filesOf: (row) =>
    [
      row.image_path,
      ...settingRenditionFiles(row.image_path as string | null),
      row.css_file_path,
      row.pdf_path,
    ].filter(Boolean),
  present: (row, ctx) => ({
    ...presentSetting(row as never, ctx),
    ...Object.fromEntries(SETTING_OWNERS.map((owner) => [owner, row[owner]])),
  }),
});

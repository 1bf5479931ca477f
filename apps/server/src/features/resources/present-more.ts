import type { Row } from '../../db/schema.ts';
import { type PresentContext, translations } from '../../presenters/present-context.ts';

// Presenters of the admin-only entities (the public ones live in src/presenters/).

export function presentUser(row: Row<'users'>) {
  return { id: row.id, name: row.name, email: row.email, role: row.role, corporation_id: row.corporation_id };
}

export function presentCorporation(row: Row<'corporations'>, ctx: PresentContext) {
  return { id: row.id, ...translations(ctx, { name: row.name }) };
}

export function presentContact(row: Row<'contacts'>) {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    phone: row.phone,
    body: row.body,
    source: row.source,
    locale: row.locale,
    domain_id: row.domain_id,
    project_id: row.project_id,
    unit_id: row.unit_id,
    status_id: row.status_id,
    crm_status: row.crm_status,
    url: row.url,
    lead_status: row.lead_status,
    note: row.note,
    created_at: row.created_at,
  };
}

export function presentTemporaryUpload(row: Row<'temporary_uploads'>) {
  return {
    id: row.id,
    name: row.original_name,
    mime: row.mime,
    size: row.size === null ? null : Number(row.size),
    received: Number(row.received),
    complete: row.completed_at !== null,
    created_at: row.created_at,
  };
}

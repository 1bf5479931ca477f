import { ZIdInput, ZNullableId } from '@vitrine/core/schemas/common';
import { CONTACT_SOURCES, ZLeadFollowUp } from '@vitrine/core/schemas/contact';
import { z } from 'zod';
import { refreshContactCrmStatus } from '../../crm/push-repository.ts';
import { presentContact } from '../present-more.ts';
import { admins, anyone, defineResource } from '../resource.ts';
import { ownedScope } from '../scope.ts';
import { idEquals, partial } from '../sql-text.ts';

const ZContactInput = z.object({
  domain_id: ZIdInput,
  email: z.email().trim().toLowerCase().max(255),
  first_name: z.string().trim().max(255).default(''),
  last_name: z.string().trim().max(255).default(''),
  phone: z.string().trim().max(64).nullable().optional(),
  body: z.string().max(65535).nullable().optional(),
  source: z.enum(CONTACT_SOURCES).default('contact'),
  project_id: ZNullableId.optional(),
  unit_id: ZNullableId.optional(),
  status_id: ZNullableId.optional(),
  lead_status: ZLeadFollowUp.shape.lead_status.optional(),
  note: ZLeadFollowUp.shape.note.optional(),
});

/**
 * Leads. Users (4) follow them up (`lead_status`, `note`) and may delete them; admins also add some
 * by hand. `status_id` is the unit status the lead was about, not the follow-up.
 */
export const contacts = defineResource({
  name: 'contacts',
  table: 'contacts',
  scope: ownedScope('contacts'),
  policy: { read: anyone, create: admins, update: anyone, delete: anyone },
  fields: [
    'email',
    'first_name',
    'last_name',
    'phone',
    'body',
    'source',
    'domain_id',
    'project_id',
    'unit_id',
    'status_id',
    'lead_status',
    'note',
    'created_at',
  ],
  filters: {
    email: partial('contacts.email'),
    domain_id: idEquals('contacts.domain_id'),
    project_id: idEquals('contacts.project_id'),
    status_id: idEquals('contacts.status_id'),
    source: (query, value) => query.where('contacts.source', '=', value),
    lead_status: (query, value) => query.where('contacts.lead_status', '=', value),
    unit_id: idEquals('contacts.unit_id'),
  },
  sorts: { id: 'id', email: 'email', created_at: 'created_at', last_name: 'last_name' },
  defaultSort: [],
  relations: {
    status: { kind: 'belongsTo', resource: 'statuses', foreignKey: 'status_id' },
    unit: { kind: 'belongsTo', resource: 'units', foreignKey: 'unit_id' },
    project: { kind: 'belongsTo', resource: 'projects', foreignKey: 'project_id' },
    domain: { kind: 'belongsTo', resource: 'domains', foreignKey: 'domain_id' },
  },
  includes: ['status', 'unit', 'project', 'domain'],
  input: { create: ZContactInput, update: ZContactInput.partial() },
  references: { domain_id: 'domains', project_id: 'projects', unit_id: 'units', status_id: 'statuses' },
  toRow(input) {
    const row: Record<string, unknown> = {};
    for (const key of Object.keys(ZContactInput.shape)) if (key in input) row[key] = input[key] ?? null;
    return row;
  },
  // Only the site's leads are pushed to CRMs (features/leads): one added here is marked as skipped.
  afterWrite: (id, _input, { trx }) => refreshContactCrmStatus(trx, id),
  present: (row) => presentContact(row as never),
});

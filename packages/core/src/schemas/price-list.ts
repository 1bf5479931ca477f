import { PRICE_LIST_FIELDS } from '../price-lists/price-list-columns.ts';
import type { PriceListChange } from '../price-lists/price-list-import.ts';
import { ZId } from './common.ts';
import { z } from './zod.ts';

// Price lists and unit history (issue 16 point 4): the shapes the server's routes take and answer.

export const ZPriceListField = z.enum(PRICE_LIST_FIELDS);

/** POST /api/projects/{id}/price-list/apply: the changes the preview showed, with the values they start from. */
export const ZPriceListApply = z.object({
  changes: z
    .array(
      z.object({
        unit_id: ZId,
        field: ZPriceListField,
        from: z.number().nullable(),
        to: z.number().min(0).nullable(),
      }),
    )
    .min(1)
    .max(15000),
});
export type TPriceListApply = z.infer<typeof ZPriceListApply>;

/** The preview's answer: every change and every refused line, reasons in the request's language. */
export interface TPriceListPreview {
  changes: PriceListChange[];
  refusals: { line: number; unit: string; reason: string }[];
  unchanged: number;
}

/** Who or what changed a unit. */
export const UNIT_CHANGE_SOURCES = ['person', 'import', 'crm'] as const;
export type TUnitChangeSource = (typeof UNIT_CHANGE_SOURCES)[number];
/** The fields whose changes are kept in a unit's history. */
export const UNIT_HISTORY_FIELDS = ['status_id', 'price'] as const;
export type TUnitHistoryField = (typeof UNIT_HISTORY_FIELDS)[number];

/** One change of a unit's history as the back office reads it (status names in the request's language). */
export interface TUnitChange {
  id: number;
  unit_id: number;
  unit_name: string;
  field: TUnitHistoryField;
  from: number | null;
  to: number | null;
  /** For a status change: the statuses' names. */
  from_label: string | null;
  to_label: string | null;
  source: TUnitChangeSource;
  user: { id: number; name: string } | null;
  at: string;
}

/** PUT /api/corporations/{id}/unit-webhook: where a corporation's unit changes are sent (empty: nowhere). */
export const ZUnitWebhookInput = z.object({
  url: z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(2048)]),
  enabled: z.boolean(),
});
export type TUnitWebhookInput = z.infer<typeof ZUnitWebhookInput>;

/** A corporation's webhook as its admins see it, the signing secret included. */
export interface TUnitWebhook {
  corporation_id: number;
  url: string;
  enabled: boolean;
  secret: string;
  /** The last deliveries, newest first. */
  deliveries: {
    id: number;
    status: 'pending' | 'sent' | 'failed';
    attempts: number;
    last_error: string | null;
    created_at: string;
    sent_at: string | null;
  }[];
}

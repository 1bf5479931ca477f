import type { TPriceListField } from '@vitrine/core/price-lists/price-list-columns';
import { formatTypedNumber } from '@vitrine/core/typed-number';

/** A changed value as the preview and the history show it: a status's name, "605 000 €", "92,5 m²", "—" for none. */
export function changeValueText(
  field: TPriceListField,
  value: number | null,
  statusLabel: (id: number) => string | undefined,
  none: string,
): string {
  if (value === null) return none;
  if (field === 'status_id') return statusLabel(value) ?? `#${value}`;
  return `${formatTypedNumber(value)}\u00a0${field === 'price' ? '€' : 'm²'}`;
}

import {
  formatTypedNumber,
  PRICE_CHANGE_CONFIRM_DEFAULT,
  PRICE_CHANGE_CONFIRM_SETTING,
  priceChangeNeedsConfirmation,
  settingNumber,
} from '@vitrine/core';
import { i18n } from '../../../i18n/translations.ts';
import { useCurrentUserQuery } from '../../auth/use-current-user.ts';
import { askConfirmation } from './confirm-store.ts';

/** The corporation's `price-change-confirm-percent` setting, 20 % when it has none. */
export function useChangeConfirmPercent(): number {
  const user = useCurrentUserQuery().data;
  return settingNumber(
    user?.corporation?.settings,
    PRICE_CHANGE_CONFIRM_SETTING,
    PRICE_CHANGE_CONFIRM_DEFAULT,
  );
}

const PERCENT = new Intl.NumberFormat('fr-BE', {
  style: 'percent',
  maximumFractionDigits: 0,
  signDisplay: 'always',
});

/**
 * Asks before a price (or surface) moves by more than `percent` %, or a price is emptied.
 * Resolves true when no question was needed or the user confirmed.
 */
export async function confirmNumberChange(change: {
  field: 'price' | 'surface';
  unit: string;
  from: number | null | undefined;
  to: number | null;
  percent: number;
}): Promise<boolean> {
  if (!priceChangeNeedsConfirmation(change.from, change.to, change.percent)) return true;
  if (change.field === 'surface' && change.to === null) return true;
  const unitOf = change.field === 'price' ? ' €' : ' m²';
  const shown = (value: number | null | undefined) => `${formatTypedNumber(value)}${unitOf}`;
  const ratio = change.from ? ((change.to ?? 0) - change.from) / change.from : 1;
  const key =
    change.to === null
      ? 'admin.edits.confirm.priceEmpty'
      : change.field === 'price'
        ? 'admin.edits.confirm.priceChange'
        : 'admin.edits.confirm.surfaceChange';
  return askConfirmation({
    title: i18n.t('admin.edits.confirm.title'),
    message: i18n.t(key, {
      unit: change.unit,
      from: shown(change.from),
      to: shown(change.to),
      percent: PERCENT.format(ratio),
    }),
    yes: i18n.t('admin.edits.confirm.yes'),
    no: i18n.t('admin.edits.confirm.no'),
    danger: true,
  });
}

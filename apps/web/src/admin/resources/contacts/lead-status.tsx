import { Badge } from '@mantine/core';
import { LEAD_STATUSES, type TContact, type TLeadStatus } from '@vitrine/core';
import { useTranslation } from '../../../i18n/use-translation.tsx';

/** The badge colour of each follow-up status (Mantine palette names). */
const LEAD_STATUS_COLORS: Record<TLeadStatus, string> = {
  new: 'blue',
  called: 'yellow',
  visit_booked: 'violet',
  lost: 'gray',
  sold: 'teal',
};

/** The follow-up statuses as select choices, in their order, labelled in the admin's language. */
export function useLeadStatusChoices(): { value: TLeadStatus; label: string }[] {
  const { t } = useTranslation();
  return LEAD_STATUSES.map((status) => ({ value: status, label: t(`admin.leads.status.${status}`) }));
}

/** A lead's follow-up status as a coloured badge ("Nouveau", "Visite prévue"…). */
export function LeadStatusBadge({ status }: { status: TLeadStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={LEAD_STATUS_COLORS[status] ?? 'gray'} data-lead-status={status}>
      {t(`admin.leads.status.${status}`)}
    </Badge>
  );
}

/** A lead's name as the back office shows it, its e-mail when it left none. */
export function leadName(contact: Pick<TContact, 'first_name' | 'last_name' | 'email'>): string {
  return `${contact.first_name ?? ''} ${contact.last_name ?? ''}`.trim() || contact.email;
}

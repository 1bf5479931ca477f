import { useQuery } from '@tanstack/react-query';
import type { TContactMail } from '@vitrine/core';
import { apiJson } from '../../api/admin-http.ts';

/** A lead's mails (GET /api/contacts/{id}/mails); the key starts with 'contacts' so a save refreshes it. */
export function useContactMails(contactId: number) {
  return useQuery({
    queryKey: ['contacts', 'mails', contactId],
    queryFn: ({ signal }) =>
      apiJson<{ data: TContactMail[] }>('GET', `/api/contacts/${contactId}/mails`, { signal }),
    select: (answer) => answer.data,
    meta: { errorContext: 'silent' },
  });
}

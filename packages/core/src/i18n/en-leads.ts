import type { frLeads } from './fr-leads.ts';

export const enLeads: Record<keyof typeof frLeads, string> = {
  contactUnitSubject: 'New contact request for the property {{unit}}',
  contactAbout: 'Your message is about the property {{unit}}.',
  forgetUnit: 'Do not mention this property',
  networkError: 'The message could not leave: check your connection and try again.',
  tooManyRequests: 'Too many requests in a short time, please try again in a minute.',
  sendFailed: 'Sending failed on our side, please try again later.',
};

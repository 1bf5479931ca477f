import { notifications } from '@mantine/notifications';
import { i18n } from '../../i18n/translations.ts';
import { RESOURCES, type ResourceName } from '../api/resources.ts';

export const TOAST_DURATION_MS = 3000;

export function notifySuccess(message: string): void {
  notifications.show({ message, color: 'teal', autoClose: TOAST_DURATION_MS });
}

export function notifyError(message: string): void {
  notifications.show({ message, color: 'red', autoClose: TOAST_DURATION_MS });
}

export type ResourceEvent = 'created' | 'updated' | 'deleted';

/** "Unité créée", "Projet modifié", "Catégorie supprimée" (back office §8). */
export function resourceMessage(event: ResourceEvent, resource: ResourceName): string {
  const { label, female } = RESOURCES[resource];
  const context = female ? { context: 'female' } : {};
  return i18n.t(`admin.toasts.${event}`, { resource: i18n.t(label), ...context });
}

export function notifyResource(event: ResourceEvent, resource: ResourceName): void {
  notifySuccess(resourceMessage(event, resource));
}

import type { AxiosInstance } from 'axios';
import type { NotificationPreferencesBody } from '@/lib/schemas/notifications';
import { unwrap } from './http-base';

/**
 * Notifications from the browser or the server (lib/schemas/notifications.ts is the contract).
 * The schemas load with the first answer (docs/decisions/0008).
 */
const schemas = () => import('@/lib/schemas/notifications');

export async function listNotifications(http: AxiosInstance, page = 1, size?: number) {
  const response = await http.get('/notification/notifications', { params: size ? { page, size } : { page } });
  return unwrap((await schemas()).notificationPageSchema, response.data);
}

export async function getNotificationUnreadCount(http: AxiosInstance) {
  const response = await http.get('/notification/unread-count');
  return unwrap((await schemas()).unreadCountSchema, response.data);
}

export async function markNotificationRead(http: AxiosInstance, id: number) {
  const response = await http.post(`/notification/${id}/read`);
  return unwrap((await schemas()).notificationSchema, response.data);
}

export async function markAllNotificationsRead(http: AxiosInstance) {
  const response = await http.post('/notification/read-all');
  return unwrap((await schemas()).markAllReadSchema, response.data);
}

export async function getNotificationPreferences(http: AxiosInstance) {
  const response = await http.get('/notification/preferences');
  return unwrap((await schemas()).notificationPreferencesSchema, response.data);
}

export async function saveNotificationPreferences(http: AxiosInstance, body: NotificationPreferencesBody) {
  const response = await http.put('/notification/preferences', body);
  return unwrap((await schemas()).notificationPreferencesSchema, response.data);
}

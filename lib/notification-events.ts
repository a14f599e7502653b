/** Tells the header's unread badge to ask again (the notifications page after marking read). */
export const notificationsChangedEvent = 'hireloop:notifications-changed';

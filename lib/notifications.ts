/**
 * Toast notifications: a tiny store any code can push to. All shown notices close together
 * 3 seconds after the last one was shown (core spec §4).
 */
export const notificationCloseDelayMs = 3000;

export type NotificationKind = 'error' | 'success' | 'info';

export interface Notification {
  id: number;
  kind: NotificationKind;
  message: string;
}

type Listener = (notifications: readonly Notification[]) => void;

export function createNotificationStore(closeDelayMs = notificationCloseDelayMs) {
  let notifications: readonly Notification[] = [];
  let nextId = 1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<Listener>();

  const emit = () => {
    for (const listener of listeners) listener(notifications);
  };
  const clear = () => {
    clearTimeout(timer);
    timer = undefined;
    notifications = [];
    emit();
  };

  return {
    show(message: string, kind: NotificationKind = 'error'): number {
      const id = nextId++;
      notifications = [...notifications, { id, kind, message }];
      clearTimeout(timer);
      timer = setTimeout(clear, closeDelayMs);
      emit();
      return id;
    },
    dismiss(id: number) {
      notifications = notifications.filter((n) => n.id !== id);
      if (notifications.length === 0) clearTimeout(timer);
      emit();
    },
    clear,
    getSnapshot: () => notifications,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type NotificationStore = ReturnType<typeof createNotificationStore>;

/** The browser's one store. */
export const notifications = createNotificationStore();

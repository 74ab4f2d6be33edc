import { notifications } from '@mantine/notifications';
import { config } from './config';

// Toasts are titled 'Success' or 'Error' and close after 6 seconds (spec).
export const notify = {
  success: (message: string) =>
    notifications.show({ title: 'Success', message, color: 'green', autoClose: config.notificationMs }),
  error: (message: string) =>
    notifications.show({ title: 'Error', message, color: 'red', autoClose: config.notificationMs }),
};

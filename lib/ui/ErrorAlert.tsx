import { Alert, type AlertProps } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/**
 * What went wrong, said in place — a form's save, a dialog's action, a screen's load: Mantine's Alert in the
 * theme's alert colour, light, with the alert icon, and announced as it appears (`role="alert"`).
 */
export function ErrorAlert(props: AlertProps) {
  return (
    <Alert
      color="alert"
      variant="light"
      role="alert"
      icon={<IconAlertCircle size={20} stroke={1.8} aria-hidden />}
      {...props}
    />
  );
}

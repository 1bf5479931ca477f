import { Alert } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation.tsx';

/** The server's messages no field of the form could show (see applyServerErrors), above the form. */
export function UnplacedErrors({ messages }: { messages: readonly string[] }) {
  const { t } = useTranslation();
  if (messages.length === 0) return null;
  return (
    <Alert color="red" title={t('admin.form.errorsAbove')}>
      {messages.map((message) => (
        <div key={message}>{message}</div>
      ))}
    </Alert>
  );
}

import {
  Alert,
  Button,
  Center,
  Checkbox,
  Paper,
  PasswordInput,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { safeRedirect } from '../admin-paths.ts';
import { ApiError } from '../api/admin-http.ts';
import { reportApiError } from '../api/error-reporting.ts';
import { LanguageSwitch } from '../layout/LanguageSwitch.tsx';
import { FullPageLoader } from './RequireAuth.tsx';
import { currentUserKey, fetchCurrentUser, signIn } from './session.ts';
import { useCurrentUserQuery } from './use-current-user.ts';

type FieldErrors = Record<string, string[]>;

/**
 * /login: checks the current session first (a signed-in user goes straight to the target),
 * then email, password and "Stay connected" (on by default). Server errors show under the fields.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'));
  const navigate = useNavigate();
  const client = useQueryClient();
  const session = useCurrentUserQuery();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  if (session.isPending) return <FullPageLoader />;
  if (session.data && !submitting) return <Navigate to={target} replace />;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setErrors({});
    setMessage(null);
    setSubmitting(true);
    try {
      await signIn({ email, password, remember });
      const user = await fetchCurrentUser();
      client.setQueryData(currentUserKey, user);
      navigate(target, { replace: true });
    } catch (error) {
      setSubmitting(false);
      if (error instanceof ApiError && error.status === 422) {
        setErrors(error.fieldErrors ?? {});
        if (!error.fieldErrors?.email && !error.fieldErrors?.password)
          setMessage(error.serverMessage ?? null);
      } else if (error instanceof ApiError && error.status === 401) {
        setErrors({ email: [error.serverMessage ?? t('admin.login.failed')] });
      } else {
        reportApiError(error, 'mutation');
      }
    }
  }

  const errorOf = (field: string) => errors[field]?.join(' ') || undefined;

  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Paper component="form" onSubmit={submit} withBorder shadow="sm" p="xl" radius="md" w={380} noValidate>
        <Stack>
          <Title order={2}>{t('admin.login.title')}</Title>
          {message && <Alert color="red">{message}</Alert>}
          <TextInput
            label={t('admin.login.email')}
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={errorOf('email')}
          />
          <PasswordInput
            label={t('admin.login.password')}
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errorOf('password')}
          />
          <Checkbox
            label={t('admin.login.stayConnected')}
            checked={remember}
            onChange={(event) => setRemember(event.currentTarget.checked)}
          />
          <Button type="submit" loading={submitting}>
            {t('admin.login.signIn')}
          </Button>
          <Center>
            <LanguageSwitch />
          </Center>
        </Stack>
      </Paper>
    </Center>
  );
}

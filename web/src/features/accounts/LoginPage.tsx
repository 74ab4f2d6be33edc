import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { PublicLayout } from '../../layout/PublicLayout';
import { useConsentReturn } from '../../session/consentReturn';
import { fieldLinkOf, rememberFieldLink } from '../../session/fieldLink';
import { ConsentWaiting } from './ConsentWaiting';
import { useLogin } from './hooks';
import { InactiveAccountAlert } from './ResendActivation';
import { messages, normaliseEmail } from './rules';

export function LoginPage() {
  const [login, loading] = useLogin(messages.invalidLogin);
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  // The address a failed login was for: a new activation mail goes there, whatever is typed since.
  const [failedEmail, setFailedEmail] = useState('');
  // Arriving from Forgot password, the e-mail just recovered is filled in.
  const location = useLocation();
  const arrivedWith = location.state as { email?: string } | null;
  // A partner app's consent request the visitor was sent here from (the route guard says which);
  // Sign Up and Forgot password take it with them.
  const { returnTo, carry } = useConsentReturn();
  // An invitation's link (/fields/{uuid}/claim) is kept through login, or Sign Up and
  // activation, and the dashboard opens that field once the visitor is in.
  const invited = fieldLinkOf(location.pathname)?.claim ?? false;
  useEffect(() => {
    const link = fieldLinkOf(location.pathname);
    if (link) rememberFieldLink(link);
  }, [location.pathname]);
  const form = useForm({
    initialValues: { email: arrivedWith?.email ?? '', password: '' },
    validate: {
      email: (value) => (value.trim() ? null : 'Enter your e-mail'),
      password: (value) => (value ? null : 'Enter your password'),
    },
  });

  const submit = form.onSubmit(async ({ email, password }) => {
    setFailure(null);
    // Plan N goes to pricing (spec 2.3), there before the guard sees a user without a plan on
    // Login (whom it sends to Account Activation): the route changes at once, then the user is cached.
    const answer = await login(normaliseEmail(email), password, (user) => {
      if (user.subscriptionPlan === 'N') void navigate('/pricing-plans', { replace: true, flushSync: true });
    });
    setFailedEmail(normaliseEmail(email));
    if (!answer.ok) return setFailure(answer.message);
    // Once the user is cached (the consent screen is for signed-in users only): the app's request,
    // or the dashboard.
    if (answer.user.subscriptionPlan !== 'N') void navigate(returnTo ?? '/dashboard', { replace: true });
  });

  return (
    <PublicLayout
      aside={
        <Text size="sm">
          New here?{' '}
          <Anchor component={Link} to="/register" state={carry}>
            Sign Up
          </Anchor>
        </Text>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2}>Log in</Title>
          <Text c="dimmed" size="sm">
            Map, claim and manage your crop fields.
          </Text>
          {returnTo && (
            <ConsentWaiting>
              Log in, or Sign Up if you are new, and you will be asked whether to allow it.
            </ConsentWaiting>
          )}
          {invited && (
            <Alert color="green" title="A neighbour invited you to claim your field">
              Log in, or Sign Up if you are new: the field opens on the map, ready to claim.
            </Alert>
          )}
          {failure === messages.inactive && <InactiveAccountAlert key={failedEmail} email={failedEmail} />}
          {failure && failure !== messages.inactive && (
            <Alert color="red" title={failure}>
              <Anchor component={Link} to="/password_reset" state={carry} size="sm">
                Forgot your password? Recover your account
              </Anchor>
            </Alert>
          )}
          <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            {...form.getInputProps('password')}
          />
          <Button type="submit" loading={loading} fullWidth>
            Log in
          </Button>
          <Anchor component={Link} to="/password_reset" state={carry} size="sm" ta="center">
            Forgot your password?
          </Anchor>
        </Stack>
      </form>
    </PublicLayout>
  );
}

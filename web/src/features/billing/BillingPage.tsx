import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { config } from '../../config';
import type { Viewer } from '../../session/useViewer';
import { billingViewOf, cardName, longDate } from './billing';
import { ChangeCardForm } from './ChangeCardForm';
import { priceLabel } from './cardRules';
import { useOpenBillingPortal } from './hooks';
import { AccountPlanQuery } from './operations';
import { useChangePlan } from './subscriptionHooks';

/**
 * The billing page (Manage Subscription): the plan, when it renews or ends, the card, and the
 * changes a grower makes to them, through PATCH subscription/me/. With Stripe, its own page adds
 * the receipts.
 */
export function BillingPage({ viewer }: { viewer: Viewer }) {
  const { data, loading, error, refetch } = useQuery(AccountPlanQuery, { fetchPolicy: 'cache-and-network' });
  const [changePlan, changing] = useChangePlan();
  const portal = useOpenBillingPortal();
  const subscription = data?.accountPlan;

  if (!subscription) {
    if (loading) return <Loader aria-label="Loading your subscription" />;
    return (
      <Alert color="red" title="Your subscription could not be loaded">
        <Group justify="space-between">
          <Text size="sm">{error ? 'The server did not answer.' : 'You are not signed in.'}</Text>
          <Button size="xs" variant="white" color="red" onClick={() => void refetch()}>
            Try again
          </Button>
        </Group>
      </Alert>
    );
  }

  const { account, card, expiresAt } = subscription;
  const view = billingViewOf(subscription, viewer);
  const offer = subscription.package;
  const proPrice = offer ? priceLabel(offer.price) : '$25.00';

  const openCard = (upgradeAfter = false) =>
    modals.open({
      title: upgradeAfter ? 'Add a card to upgrade' : card ? 'Change card' : 'Add a card',
      children: (
        <ChangeCardForm
          account={account}
          submitLabel={upgradeAfter ? `Save card and pay ${proPrice}` : 'Save card'}
          {...(upgradeAfter ? { afterSave: () => changePlan(account, 'upgrade') } : {})}
          onDone={() => modals.closeAll()}
        />
      ),
    });
  const confirmCancel = () =>
    modals.openConfirmModal({
      title: 'Cancel your Pro subscription?',
      children: (
        <Text size="sm">
          Pro stays until {expiresAt ? longDate(expiresAt) : 'the end of the paid year'} and is not charged
          again. Your account then moves to the Free trial: one farm and one field can be added; nothing you
          made is deleted.
        </Text>
      ),
      labels: { confirm: 'Cancel subscription', cancel: 'Keep Pro' },
      confirmProps: { color: 'red' },
      onConfirm: () => void changePlan(account, 'cancel'),
    });
  const upgrade = () =>
    card
      ? modals.openConfirmModal({
          title: 'Upgrade to Pro now?',
          children: (
            <Text size="sm">
              {proPrice} will be charged to your {cardName(card)} today. Pro runs for a year and renews each
              year until you cancel it here.
            </Text>
          ),
          labels: { confirm: `Pay ${proPrice}`, cancel: 'Not now' },
          onConfirm: () => void changePlan(account, 'upgrade'),
        })
      : openCard(true);

  return (
    <Stack maw={760} gap="lg">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="xs">
          <Group justify="space-between">
            <Title order={3}>Your plan</Title>
            <Badge size="lg" color={view.upgrade ? 'gray' : 'green'}>
              {view.planName}
            </Badge>
          </Group>
          <Text fw={600}>{view.price}</Text>
          <Text data-testid="billing.status">{view.status}</Text>
          <Group justify="flex-end" mt="xs">
            {view.contactUs && (
              <Anchor href={`mailto:${config.supportEmail}?subject=My%20subscription`}>Contact Us</Anchor>
            )}
            {view.cancel && (
              <Button variant="outline" color="red" onClick={confirmCancel} loading={changing}>
                Cancel subscription
              </Button>
            )}
            {view.resume && (
              <Button
                onClick={() => (card ? void changePlan(account, 'resume') : openCard())}
                loading={changing}
              >
                {card ? 'Keep Pro: renew it' : 'Add a card to renew'}
              </Button>
            )}
          </Group>
        </Stack>
      </Card>

      <Card withBorder radius="md" padding="lg">
        <Group justify="space-between">
          <Stack gap={2}>
            <Title order={3}>Card</Title>
            <Text>{card ? cardName(card) : 'No card on file.'}</Text>
          </Stack>
          <Button variant="default" onClick={() => openCard()}>
            {card ? 'Change card' : 'Add a card'}
          </Button>
        </Group>
      </Card>

      {!view.contactUs && (
        <Stack gap="sm">
          <Title order={3}>Change plan</Title>
          <SimpleGrid cols={2}>
            <Card withBorder radius="md" padding="md">
              <Stack gap={4}>
                <Text fw={700}>Free trial</Text>
                <Text size="sm">$0: 1 user, 1 farm, 1 field</Text>
                {view.upgrade ? (
                  <Badge variant="light">Current plan</Badge>
                ) : view.cancel ? (
                  <Button variant="default" size="xs" onClick={confirmCancel}>
                    Switch when Pro ends
                  </Button>
                ) : (
                  <Text size="sm" c="dimmed">
                    Your plan from {expiresAt ? longDate(expiresAt) : 'the end of the paid year'}
                  </Text>
                )}
              </Stack>
            </Card>
            <Card withBorder radius="md" padding="md">
              <Stack gap={4}>
                <Text fw={700}>{offer?.name ?? 'PRO'}</Text>
                <Text size="sm">{proPrice} a year: multiple farms, unlimited fields</Text>
                {view.upgrade ? (
                  <Button size="xs" onClick={upgrade} loading={changing}>
                    Upgrade now
                  </Button>
                ) : (
                  <Badge variant="light" color="green">
                    Current plan
                  </Badge>
                )}
              </Stack>
            </Card>
          </SimpleGrid>
        </Stack>
      )}

      {subscription.provider === 'stripe' && (
        <Group>
          <Button variant="subtle" onClick={() => void portal.open()} loading={portal.opening}>
            Receipts and invoices
          </Button>
        </Group>
      )}
    </Stack>
  );
}

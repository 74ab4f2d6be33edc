import { useApolloClient, useQuery } from '@apollo/client/react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  List,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PublicLayout } from '../../layout/PublicLayout';
import { notify } from '../../notify';
import { useViewer } from '../../session/useViewer';
import { paymentMessages, priceLabel } from './cardRules';
import { AccountPlanQuery, PackagesQuery } from './operations';
import { type Offer, PaymentForm } from './PaymentForm';
import { useChangePlan } from './subscriptionHooks';

/** The state that tells Welcome the account has just got its plan here (spec 2.3, Welcome). */
export const fromPricingPlans = { from: 'pricing-plans' } as const;

const freeFeatures = ['1 User', '1 Farm', '1 Field', 'Limited support', 'No neighbour sharing'];
const proFeatures = [
  'Multiple farms',
  'Unlimited fields',
  'Full support',
  'Ag retailer sharing',
  'Neighbour crop traits',
];

/** Pricing Plans (spec 2.3): the free trial and Pro, with one Get started per package on sale. */
export function PricingPlansPage() {
  const navigate = useNavigate();
  const client = useApolloClient();
  const { viewer } = useViewer();
  const { data, loading, error } = useQuery(PackagesQuery);
  const [buying, setBuying] = useState<Offer | null>(null);
  const [changePlan, starting] = useChangePlan();
  // A signed-in user without a plan starts the trial here; everyone else registers for one.
  const activating = viewer?.subscriptionPlan === 'N';
  const startTrial = async () => {
    const { data: plan } = await client.query({ query: AccountPlanQuery, fetchPolicy: 'network-only' });
    const account = plan?.accountPlan?.account;
    if (account && (await changePlan(account, 'trial'))) navigate('/dashboard', { state: fromPricingPlans });
  };

  const start = (offer: Offer) => {
    if (!viewer) notify.error(paymentMessages.loggedOut);
    else setBuying(offer);
  };

  return (
    <PublicLayout width={860} logoTo="/dashboard">
      <Stack gap="lg">
        <Alert color="green" variant="light">
          <Group justify="space-between">
            <Text fw={600}>Try Field Boundaries free: one farm, one field, no card needed.</Text>
            {activating ? (
              <Anchor component="button" type="button" fw={700} onClick={() => void startTrial()}>
                Start your trial now
              </Anchor>
            ) : (
              <Anchor component={Link} to="/" fw={700}>
                Start your trial now
              </Anchor>
            )}
          </Group>
        </Alert>
        <Title order={2} ta="center">
          Pricing Plans
        </Title>
        <SimpleGrid cols={2} spacing="lg">
          <Card withBorder radius="md" padding="lg">
            <Stack justify="space-between" h="100%">
              <Stack gap="xs">
                <Title order={3}>Free trial</Title>
                <Text size="xl" fw={700}>
                  $0
                </Text>
                <List size="sm">
                  {freeFeatures.map((feature) => (
                    <List.Item key={feature}>{feature}</List.Item>
                  ))}
                </List>
              </Stack>
              {activating ? (
                <Button variant="default" onClick={() => void startTrial()} loading={starting}>
                  Get started
                </Button>
              ) : (
                <Button variant="default" component={Link} to="/register">
                  Get started
                </Button>
              )}
            </Stack>
          </Card>
          <Card withBorder radius="md" padding="lg" style={{ borderColor: 'var(--mantine-color-green-6)' }}>
            <Stack justify="space-between" h="100%">
              <Stack gap="xs">
                <Group justify="space-between">
                  <Title order={3}>PRO</Title>
                  <Badge color="green">Best for growing farms</Badge>
                </Group>
                <Text size="xl" fw={700}>
                  $25{' '}
                  <Text span size="sm" c="dimmed">
                    per year
                  </Text>
                </Text>
                <List size="sm">
                  {proFeatures.map((feature) => (
                    <List.Item key={feature}>{feature}</List.Item>
                  ))}
                </List>
                {viewer?.isAgRetailer && (
                  <Text size="sm" c="dimmed">
                    Ag Retailer accounts are Pro already and are not upgraded through the app.
                  </Text>
                )}
              </Stack>
              <Stack gap="xs">
                {loading && <Text size="sm">Loading the plans…</Text>}
                {error && (
                  <Text size="sm" c="red">
                    The plans could not be loaded. Please reload the page.
                  </Text>
                )}
                {data?.packages.map((offer) => (
                  <Button
                    key={offer.id}
                    disabled={viewer?.isAgRetailer}
                    onClick={() =>
                      start({
                        id: offer.id,
                        name: offer.name,
                        price: offer.price,
                        packageStripeId: offer.packageStripeId,
                      })
                    }
                  >
                    Get started{data.packages.length > 1 ? `: ${offer.name}, ${priceLabel(offer.price)}` : ''}
                  </Button>
                ))}
              </Stack>
            </Stack>
          </Card>
        </SimpleGrid>
      </Stack>
      <Modal
        opened={buying !== null}
        onClose={() => setBuying(null)}
        withCloseButton={false}
        centered
        size="md"
      >
        {buying && (
          <PaymentForm
            offer={buying}
            onBack={() => setBuying(null)}
            onPaid={(receipt) => navigate('/receipt', { state: { ...receipt, activated: activating } })}
          />
        )}
      </Modal>
    </PublicLayout>
  );
}

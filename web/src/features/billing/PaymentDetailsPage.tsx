import { useQuery } from '@apollo/client/react';
import { Loader, Stack, Text } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PublicLayout } from '../../layout/PublicLayout';
import { PackagesQuery } from './operations';
import { PaymentForm } from './PaymentForm';

/** Payment details as a page (spec 2.1): the package from `?package=`, else the first on sale. */
export function PaymentDetailsPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { data, loading, error } = useQuery(PackagesQuery);
  const wanted = search.get('package');
  const offer = data?.packages.find((each) => each.id === wanted) ?? data?.packages[0];
  return (
    <PublicLayout width={480} logoTo="/dashboard">
      {loading && (
        <Stack align="center">
          <Loader />
        </Stack>
      )}
      {error && <Text c="red">The plans could not be loaded. Please reload the page.</Text>}
      {offer && (
        <PaymentForm
          offer={{ id: offer.id, name: offer.name, price: offer.price }}
          onBack={() => navigate('/pricing-plans')}
          onPaid={(receipt) => navigate('/receipt', { state: receipt })}
        />
      )}
    </PublicLayout>
  );
}

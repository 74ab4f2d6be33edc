import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createApolloClient } from './graphql/client';
import { cssVariablesResolver, theme } from './layout/theme';
import { registerServiceWorker } from './offline/serviceWorker';
import { router } from './routes/router';
import { startSignedOutWithoutSession } from './session/viewerCache';

const client = createApolloClient(() => void router.navigate('/', { replace: true }));

startSignedOutWithoutSession(client);
registerServiceWorker();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <ApolloProvider client={client}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
          <ModalsProvider>
            <Notifications position="top-right" />
            <RouterProvider router={router} />
          </ModalsProvider>
        </MantineProvider>
      </ApolloProvider>
    </StrictMode>,
  );
}

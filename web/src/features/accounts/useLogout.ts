import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { LogoutMutation } from '../../graphql/session';

/** Logout: the gateway revokes the session and clears its cookies; the page forgets the rest. */
export function useLogout() {
  const [logout] = useMutation(LogoutMutation);
  const client = useApolloClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await logout();
    } finally {
      localStorage.clear();
      // Refetching asks the gateway who is signed in, which is now nobody. The signed-in screens
      // unmount as that answer arrives, and the refetches of their queries end aborted (Apollo's
      // AbortError): expected here, and no error of the sign-out.
      await client.resetStore().catch((error: unknown) => {
        if ((error as { name?: string } | null)?.name !== 'AbortError') throw error;
      });
      navigate('/', { replace: true });
    }
  };
}

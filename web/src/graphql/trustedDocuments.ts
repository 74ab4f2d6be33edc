import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { trustedHashOf } from './trustedHash';

/**
 * The app's operations travel as the hash of their published text (Apollo's persisted-query
 * extension), not as text: the gateway runs the text it was published with
 * (web/src/graphql/generated/persisted-documents.json), and in production may refuse anything
 * else from the web app. A gateway that does not know a hash (another build) is sent the full
 * text from then on, which it runs unless it only accepts persisted operations.
 */
export const trustedDocumentLink = () =>
  new PersistedQueryLink({
    generateHash: (document) => {
      const hash = trustedHashOf(document);
      if (!hash) throw new Error(`${document.loc?.source.name ?? 'A document'} was not published by codegen`);
      return hash;
    },
    disable: ({ meta }) => meta.persistedQueryNotSupported || meta.persistedQueryNotFound,
  });

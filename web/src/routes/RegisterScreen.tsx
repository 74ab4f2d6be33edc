import { RegisterPage } from '../features/accounts/RegisterPage';
import { openLegal } from '../features/legal/LegalDocuments';

/** Registration, whose password step links to the Terms of Use. */
export function RegisterScreen() {
  return <RegisterPage onReadTerms={() => openLegal('terms')} />;
}

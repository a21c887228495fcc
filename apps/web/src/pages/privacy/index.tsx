import { LegalPage } from '../agreement/LegalPage.tsx';

/** /privacy: 《隐私政策》 with the guardian-consent line, linked from the register dialog. */
export default function PrivacyPage() {
  return <LegalPage kind="privacy" />;
}

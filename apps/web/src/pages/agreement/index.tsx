import { LegalPage } from './LegalPage.tsx';

/** /agreement: 《用户协议》, linked from the register dialog. */
export default function AgreementPage() {
  return <LegalPage kind="agreement" />;
}

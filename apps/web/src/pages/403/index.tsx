import { ErrorPage } from '../../components/ErrorPage.tsx';

/** /403 */
export default function Error403Page() {
  return <ErrorPage status="403" />;
}

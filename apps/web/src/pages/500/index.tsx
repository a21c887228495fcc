import { ErrorPage } from '../../components/ErrorPage.tsx';

/** /500 */
export default function Error500Page() {
  return <ErrorPage status="500" />;
}

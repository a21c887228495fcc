import { ErrorPage } from '../../components/ErrorPage.tsx';

/** Catch-all: the page does not exist. */
export default function Error404Page() {
  return <ErrorPage status="404" />;
}

import { ContentAdminPage } from '../shared/content-page';

/** 报考条件 (condition): the shared content screen of this kind. */
export default function ContentPage() {
  return <ContentAdminPage kind="condition" />;
}

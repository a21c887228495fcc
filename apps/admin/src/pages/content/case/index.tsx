import { ContentAdminPage } from '../shared/content-page';

/** 经典案例 (case): the shared content screen of this kind. */
export default function ContentPage() {
  return <ContentAdminPage kind="case" />;
}

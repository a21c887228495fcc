import { ContentAdminPage } from '../shared/content-page';

/** 专家管理 (expert): the shared content screen of this kind. */
export default function ContentPage() {
  return <ContentAdminPage kind="expert" />;
}

import { ContentAdminPage } from '../shared/content-page';

/** 材料模板 (template): the shared content screen of this kind. */
export default function ContentPage() {
  return <ContentAdminPage kind="template" />;
}

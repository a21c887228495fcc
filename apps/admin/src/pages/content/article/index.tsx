import { ContentAdminPage } from '../shared/content-page';

/** 资讯管理 (article): the shared content screen of this kind. */
export default function ContentPage() {
  return <ContentAdminPage kind="article" />;
}

import { ContentAdminPage } from '../shared/content-page';

/** 自主招生 (autonomous): the shared content screen of this kind. */
export default function ContentPage() {
  return <ContentAdminPage kind="autonomous" />;
}

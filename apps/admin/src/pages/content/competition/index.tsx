import { ContentAdminPage } from '../shared/content-page';

/** 竞赛白名单 (competition): the shared content screen of this kind. */
export default function ContentPage() {
  return <ContentAdminPage kind="competition" />;
}

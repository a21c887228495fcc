import { ContentAdminPage } from '../shared/content-page';

/** 升学路径 (pathway): the shared content screen of this kind. */
export default function ContentPage() {
  return <ContentAdminPage kind="pathway" />;
}

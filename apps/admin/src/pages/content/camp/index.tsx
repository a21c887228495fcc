import { ContentAdminPage } from '../shared/content-page';

/** 高校营 (camp): 夏令营, 冬令营, 科学营 and 开放日, on the shared content screen. */
export default function ContentPage() {
  return <ContentAdminPage kind="camp" />;
}

import { ContentAdminPage } from '../shared/content-page';
import { QuestionImportButton } from './import-modal';

/** 百问管理 (question): the shared content screen, plus 批量导入 from a spreadsheet. */
export default function QuestionPage() {
  return <ContentAdminPage kind="question" toolbar={(reload) => [<QuestionImportButton key="import" onImported={reload} />]} />;
}

import { useTranslation } from 'react-i18next';
import { GeneratorPage } from '../shared/GeneratorPage';
import { startingFields } from './data';

/** 表格生成: a list screen with its add / edit dialog. */
export default function TableGeneratorPage() {
  const { t } = useTranslation();
  return <GeneratorPage mode="table" title={t('gen.tableTitle')} startingFields={() => startingFields(t)} />;
}

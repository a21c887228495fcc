import { useTranslation } from 'react-i18next';
import { GeneratorPage } from '../shared/GeneratorPage';
import { startingFields } from './data';

/** 树形生成: a tree screen, the selected node's children as a table or its details. */
export default function TreeGeneratorPage() {
  const { t } = useTranslation();
  return <GeneratorPage mode="tree" title={t('gen.treeTitle')} startingFields={() => startingFields(t)} />;
}

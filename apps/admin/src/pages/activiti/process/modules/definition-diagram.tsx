import { useQuery } from '@tanstack/react-query';
import type { ActProcessView } from '@zhiyuan/shared';
import { Alert, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { getProcessXml } from '../../../../services/workflow';
import { ProcessDiagram } from '../../shared/diagram';

/** A deployed version's diagram, read-only, from its exported XML. */
export function DefinitionDiagramModal({ process, onClose }: { process: ActProcessView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const xml = useQuery({
    queryKey: ['workflow', 'process-xml', process?.id],
    queryFn: () => getProcessXml(process!.id),
    enabled: Boolean(process),
    retry: false,
  });
  return (
    <Modal title={process ? `${process.name} v${process.version}` : ''} open={Boolean(process)} onCancel={onClose} footer={null} width={1000} destroyOnHidden>
      {xml.isLoading ? (
        <Spin />
      ) : xml.data ? (
        <ProcessDiagram xml={xml.data} legend={false} height={480} />
      ) : (
        xml.isError && <Alert type="error" showIcon message={t('workflow.diagram.unavailable')} description={xml.error.message} />
      )}
    </Modal>
  );
}

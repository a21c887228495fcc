import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Empty, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { getSchoolDetail } from '../../../../services/data';
import { dataModeTag, derivedTag } from '../../common';
import { institutionCodes, statusText, tagColor } from '../data';

/** Every field of one institution, read-only. */
export function InstitutionDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useQuery({ queryKey: ['school', 'detail', id], queryFn: () => getSchoolDetail(id!), enabled: Boolean(id) });
  const school = detail.data;
  const none = t('common.none');

  return (
    <Drawer open={Boolean(id)} onClose={onClose} width={720} title={school?.name ?? t('institution.detail')} destroyOnHidden>
      {detail.isLoading && <Skeleton active />}
      {detail.isError && <Empty description={t('http.failed')} />}
      {school && (
        <Descriptions column={2} size="small" bordered styles={{ label: { width: 120 } }} data-testid="institution-detail">
          <Descriptions.Item label={t('institution.guobiaoCode')}>{school.guobiaoCode ?? none}</Descriptions.Item>
          <Descriptions.Item label={t('institution.schoolCode')}>{school.schoolCode ?? institutionCodes(school).join(' / ')}</Descriptions.Item>
          <Descriptions.Item label={t('institution.formerNames')} span={2}>
            {school.formerNames.length ? school.formerNames.join('、') : none}
          </Descriptions.Item>
          <Descriptions.Item label={t('institution.province')}>{school.provinceName ?? school.province ?? none}</Descriptions.Item>
          <Descriptions.Item label={t('institution.city')}>{school.city ?? none}</Descriptions.Item>
          <Descriptions.Item label={t('institution.level')}>{school.level ?? none}</Descriptions.Item>
          <Descriptions.Item label={t('institution.type')}>
            <Space size={4}>
              {school.type ?? none}
              {school.type && school.typeDerived && derivedTag(t('dataRef.inferred'), t('institution.typeDerivedTip'))}
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label={t('institution.department')}>{school.department ?? none}</Descriptions.Item>
          <Descriptions.Item label={t('institution.ownership')}>{school.isPrivate ? t('institution.private') : t('institution.public')}</Descriptions.Item>
          <Descriptions.Item label={t('institution.tags')} span={2}>
            {school.tags.length
              ? school.tags.map((tag) => (
                  <Tag key={tag} color={tagColor(tag)} bordered={false}>
                    {tag}
                  </Tag>
                ))
              : none}
          </Descriptions.Item>
          <Descriptions.Item label={t('institution.website')} span={2}>
            {school.website ? (
              <Typography.Link href={/^https?:/i.test(school.website) ? school.website : `http://${school.website}`} target="_blank" rel="noreferrer noopener">
                {school.website}
              </Typography.Link>
            ) : (
              none
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('institution.majorCount')}>{school.majorCount}</Descriptions.Item>
          <Descriptions.Item label={t('institution.status')}>{statusText(school.status, t)}</Descriptions.Item>
          <Descriptions.Item label={t('institution.admissionProvinces')} span={2}>
            {school.admissionProvinces.length ? school.admissionProvinces.join('、') : none}
          </Descriptions.Item>
          <Descriptions.Item label={t('dataRef.source')}>
            <Typography.Text code>{school.source}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('dataRef.dataMode')}>{dataModeTag(school.dataMode, t)}</Descriptions.Item>
          <Descriptions.Item label={t('dataRef.importedAt')} span={2}>
            {school.importedAt}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Drawer>
  );
}

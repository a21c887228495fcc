import { ProTable, type ProFormInstance } from '@ant-design/pro-components';
import { useQuery } from '@tanstack/react-query';
import type { ScoreLineRow } from '@zhiyuan/shared';
import { Card, Empty, Segmented, Spin } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getCourseBatches, getScoreLines, type ScoreLineGrain } from '../../../services/data';
import { useReferenceFilters } from '../common';
import { admissionColumns, scoreLineQuery } from './data';

/** 录取数据: published admission lines of a province at school (院校 / 专业组) or major grain, with their sources; read-only. */
export default function AdmissionPage() {
  const { t } = useTranslation();
  const filters = useReferenceFilters();
  const provinces = filters.data?.admissionProvinces ?? [];

  if (filters.isLoading)
    return (
      <div className="page-loading">
        <Spin />
      </div>
    );
  if (!provinces.length) {
    return (
      <Card variant="borderless">
        <Empty description={t('admission.noData')} data-testid="admission-empty" />
      </Card>
    );
  }
  return <AdmissionTable provinces={provinces} />;
}

function AdmissionTable({ provinces }: { provinces: string[] }) {
  const { t } = useTranslation();
  const formRef = useRef<ProFormInstance>(undefined);
  const [grain, setGrain] = useState<ScoreLineGrain>('school');
  const [province, setProvince] = useState(provinces[0]);
  const [year, setYear] = useState<number | undefined>();
  const [subjectType, setSubjectType] = useState<string | undefined>();
  /** The year the server chose while none is picked (the latest with admission lines). */
  const [shownYear, setShownYear] = useState<number | undefined>();
  const optionsYear = year ?? shownYear;

  const courseBatches = useQuery({
    queryKey: ['scoreLine', 'courseBatches', province, optionsYear ?? null],
    queryFn: () => getCourseBatches(province, optionsYear),
    staleTime: 60_000,
  });

  const columns = useMemo(
    () => admissionColumns(t, grain, { provinces, courseBatches: courseBatches.data, subjectType, shownYear: year === undefined ? shownYear : undefined }),
    [t, grain, provinces, courseBatches.data, subjectType, year, shownYear],
  );

  const onValuesChange = (changed: Record<string, unknown>) => {
    const form = formRef.current;
    if ('province' in changed) {
      setProvince(changed.province as string);
      setYear(undefined);
      setShownYear(undefined);
      setSubjectType(undefined);
      form?.setFieldsValue({ year: undefined, subjectType: undefined, batch: undefined });
    } else if ('year' in changed) {
      setYear((changed.year as number | undefined) ?? undefined);
      setSubjectType(undefined);
      form?.setFieldsValue({ subjectType: undefined, batch: undefined });
    } else if ('subjectType' in changed) {
      setSubjectType((changed.subjectType as string | undefined) ?? undefined);
      form?.setFieldsValue({ batch: undefined });
    }
  };

  return (
    <div className="data-page" data-testid="admission-page">
      <ProTable<ScoreLineRow, { grain: ScoreLineGrain }>
        rowKey="id"
        formRef={formRef}
        columns={columns}
        params={{ grain }}
        headerTitle={t('admission.title')}
        tooltip={t('admission.tip')}
        cardBordered={false}
        scroll={{ x: grain === 'school' ? 1150 : 1260 }}
        search={{ labelWidth: 'auto', defaultCollapsed: false }}
        form={{ initialValues: { province: provinces[0] }, onValuesChange }}
        onReset={() => {
          setProvince(provinces[0]);
          setYear(undefined);
          setShownYear(undefined);
          setSubjectType(undefined);
        }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true, showQuickJumper: true }}
        options={{ density: true, reload: true, setting: true }}
        toolBarRender={() => [
          <Segmented<ScoreLineGrain>
            key="grain"
            value={grain}
            onChange={setGrain}
            options={[
              { value: 'school', label: t('admission.grainSchool') },
              { value: 'major', label: t('admission.grainMajor') },
            ]}
            data-testid="admission-grain"
          />,
        ]}
        request={async (params) => {
          const { current, pageSize, grain: chosen, ...values } = params;
          const query = scoreLineQuery({ province: provinces[0], ...values }, { current, pageSize });
          try {
            const page = await getScoreLines(chosen ?? 'school', query);
            if (query.year === undefined && page.content[0]) setShownYear(page.content[0].year);
            return { data: page.content, total: page.totalElements, success: true };
          } catch {
            return { data: [], total: 0, success: false };
          }
        }}
      />
    </div>
  );
}

import { ProTable, type ProFormInstance } from '@ant-design/pro-components';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getSchoolCities, getSchools } from '../../../services/data';
import { useReferenceFilters } from '../common';
import { institutionActions, institutionColumns, institutionQuery, type InstitutionRow } from './data';
import { InstitutionDrawer } from './modules/detail-drawer';

/** 院校库: the institutions as imported, with the search filters of the public site; read-only. */
export default function InstitutionPage() {
  const { t } = useTranslation();
  const formRef = useRef<ProFormInstance>(undefined);
  const [province, setProvince] = useState<string | undefined>();
  const [detailId, setDetailId] = useState<string | null>(null);
  const filters = useReferenceFilters();
  const cities = useQuery({
    queryKey: ['school', 'cities', province],
    queryFn: () => getSchoolCities(province!),
    enabled: Boolean(province),
    staleTime: 60_000,
  });

  const columns = useMemo(
    () =>
      institutionColumns(t, {
        filters: filters.data,
        cities: province ? (cities.data ?? []) : [],
        provinceChosen: Boolean(province),
        actions: institutionActions(t, { detail: (row) => setDetailId(row.id) }),
      }),
    [t, filters.data, cities.data, province],
  );

  return (
    <div className="data-page" data-testid="institution-page">
      <ProTable<InstitutionRow>
        rowKey="id"
        formRef={formRef}
        columns={columns}
        headerTitle={t('institution.title')}
        tooltip={t('institution.tip')}
        cardBordered={false}
        scroll={{ x: 1130 }}
        search={{ labelWidth: 'auto', defaultCollapsed: false }}
        form={{
          onValuesChange: (changed: Record<string, unknown>) => {
            if ('province' in changed) {
              setProvince((changed.province as string | undefined) || undefined);
              formRef.current?.setFieldsValue({ city: undefined });
            }
          },
        }}
        onReset={() => setProvince(undefined)}
        pagination={{ defaultPageSize: 20, showSizeChanger: true, showQuickJumper: true }}
        options={{ density: true, reload: true, setting: true }}
        request={async (params) => {
          const { current, pageSize, ...values } = params;
          try {
            const page = await getSchools(institutionQuery(values, { current, pageSize }));
            return { data: page.content, total: page.totalElements, success: true };
          } catch {
            return { data: [], total: 0, success: false };
          }
        }}
      />
      <InstitutionDrawer id={detailId} onClose={() => setDetailId(null)} />
    </div>
  );
}

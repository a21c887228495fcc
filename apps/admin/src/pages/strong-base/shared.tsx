import { ClearOutlined } from '@ant-design/icons';
import { PROVINCES } from '@zhiyuan/shared';
import { ProFormSelect } from '@ant-design/pro-components';
import { App, Button, Space, Tag, Tooltip } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HasPerm } from '../../access';
import { qjLineAdmin, qjMajorAdmin, qjSchoolAdmin, strongBaseCodes, type StrongBaseArea } from '../../services/strong-base';
import { valueEnum } from '../sys/table';

/** Pieces the three 强基 screens share. */

const API = { school: qjSchoolAdmin, major: qjMajorAdmin, score: qjLineAdmin } as const;

export function ExampleTag() {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('strongBase.exampleHint')}>
      <Tag color="gold" bordered={false} data-testid="qj-example-tag">
        {t('strongBase.example')}
      </Tag>
    </Tooltip>
  );
}

/** A row's name (or school) with its 示例 mark after it. */
export function ExampleMarked({ example, children }: { example: boolean; children: ReactNode }) {
  return (
    <Space size={6} wrap>
      {children}
      {example && <ExampleTag />}
    </Space>
  );
}

/** 删除全部示例 of an area, behind its delete permission, with a confirmation that says what goes. */
export function DeleteExamplesButton({ area, onDone }: { area: StrongBaseArea; onDone: () => void }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const run = () =>
    modal.confirm({
      title: t('strongBase.examples.title'),
      content: t(`strongBase.examples.confirm.${area}`),
      okText: t('strongBase.examples.ok'),
      okButtonProps: { danger: true, ...({ 'data-testid': 'qj-examples-ok' } as object) },
      onOk: async () => {
        const { deleted } = await API[area].removeExamples();
        void message.success(t('strongBase.examples.done', { count: deleted }));
        onDone();
      },
    });
  return (
    <HasPerm value={strongBaseCodes(area).delete}>
      <Button icon={<ClearOutlined />} onClick={run} data-testid="qj-del-examples">
        {t('strongBase.examples.action')}
      </Button>
    </HasPerm>
  );
}

export interface SchoolOption {
  value: string;
  label: string;
  year: number;
}

/** Every 强基 school (newest year first) as select options: `name（year）`. */
export function useSchoolOptions(): { options: SchoolOption[]; loading: boolean } {
  const [options, setOptions] = useState<SchoolOption[]>([]);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    let live = true;
    (async () => {
      const all: SchoolOption[] = [];
      // At most a few hundred rows (39 schools a year): read them page by page.
      for (let pageNumber = 1; pageNumber <= 20; pageNumber += 1) {
        const page = await qjSchoolAdmin.list({ pageNumber, pageSize: 100 });
        all.push(...page.content.map((s) => ({ value: s.id, label: `${s.name}（${s.year}）`, year: s.year })));
        if (pageNumber >= page.totalPages) break;
      }
      if (live) setOptions(all);
    })()
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, []);
  return { options, loading };
}

/** A searchable select over the schools' options: a column's filter (`fieldProps`) or, with `options`, a field's. */
export const schoolSelectProps = (schools: { loading: boolean }) => ({ showSearch: true, optionFilterProp: 'label', loading: schools.loading });

/** The required 强基院校 field (qjSchoolId) of the majors' and the lines' dialogs. */
export function SchoolField({ label, schools }: { label: string; schools: { options: SchoolOption[]; loading: boolean } }) {
  const { t } = useTranslation();
  return (
    <ProFormSelect
      name="qjSchoolId"
      label={label}
      options={schools.options}
      fieldProps={schoolSelectProps(schools)}
      rules={[{ required: true, message: t('adminCommon.required', { label }) }]}
    />
  );
}

export const provinceOptions = PROVINCES.map((p) => ({ value: p.province, label: p.province }));
export const provinceEnum = valueEnum(provinceOptions);

/** A number field's value for the body: '' and undefined → null (cleared). */
export const numberOrNull = (v: unknown): number | null => (v === '' || v === undefined || v === null ? null : Number(v));

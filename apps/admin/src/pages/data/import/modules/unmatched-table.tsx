import { CheckOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SchoolSuggestion, UploadUnmatchedSchool } from '@zhiyuan/shared';
import { HasPerm } from '../../../../access';
import { addSchoolAlias, suggestSchools } from '../../../../services/data';
import { ApiError } from '../../../../services/http';
import { unmatchedKey } from '../data';

interface UnmatchedTableProps {
  rows: UploadUnmatchedSchool[];
  emptyText?: string;
  testId: string;
}

/**
 * The school names that matched no institution, each with the three closest institutions of the
 * catalog: a click adds the alias (name → institution, its kind chosen by the server) and the
 * name shows as resolved; the next dry run or import then matches it. Names without suggestions
 * in the answer (past the first 100 of an upload, or a run's history) are asked for page by page.
 */
export function UnmatchedTable({ rows, emptyText, testId }: UnmatchedTableProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [page, setPage] = useState({ current: 1, pageSize: 10 });
  /** Names accepted here → the institution they now point to. */
  const [accepted, setAccepted] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState<string | null>(null);

  const visible = useMemo(() => rows.slice((page.current - 1) * page.pageSize, page.current * page.pageSize), [rows, page]);
  const missing = visible.filter((r) => !r.suggestions);
  const asked = useQuery({
    queryKey: ['dataImport', 'suggest', missing.map(unmatchedKey)],
    queryFn: () => suggestSchools(missing.map(({ province, schoolName }) => ({ province, schoolName }))),
    enabled: missing.length > 0,
    staleTime: 60_000,
  });
  const byName = useMemo(() => new Map((asked.data ?? []).map((s) => [unmatchedKey(s), s])), [asked.data]);
  const suggestionsOf = (r: UploadUnmatchedSchool) => r.suggestions ?? byName.get(unmatchedKey(r))?.suggestions;
  const reasonOf = (r: UploadUnmatchedSchool) => (r.suggestions ? r.unmatchable : byName.get(unmatchedKey(r))?.unmatchable) ?? null;

  const accept = async (row: UploadUnmatchedSchool, s: SchoolSuggestion) => {
    const key = unmatchedKey(row);
    setSaving(`${key}|${s.institutionId}`);
    try {
      const done = await addSchoolAlias({ alias: s.alias, institutionName: s.institutionName, kind: s.kind });
      setAccepted((a) => ({ ...a, [key]: s.institutionName }));
      void message.success(
        done.rematched
          ? t('dataImport.suggest.addedRematched', { alias: s.alias, name: s.institutionName, rows: done.rematched })
          : t('dataImport.suggest.added', { alias: s.alias, name: s.institutionName }),
      );
    } catch (err) {
      void message.error(err instanceof ApiError ? err.message : t('http.failed'));
    } finally {
      setSaving(null);
    }
  };

  const columns: ColumnsType<UploadUnmatchedSchool> = [
    { title: t('dataImport.province'), dataIndex: 'province', key: 'province', width: 80 },
    {
      title: t('dataImport.schoolName'),
      dataIndex: 'schoolName',
      key: 'schoolName',
      width: 200,
      render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
    },
    {
      title: t('dataImport.rows'),
      dataIndex: 'rows',
      key: 'rows',
      width: 80,
      align: 'right',
      sorter: (a, b) => a.rows - b.rows,
      render: (n: number) => n.toLocaleString('zh-CN'),
    },
    {
      title: t('dataImport.suggest.title'),
      key: 'suggestions',
      render: (_, row) => {
        const key = unmatchedKey(row);
        if (accepted[key]) {
          return (
            <Tag color="success" icon={<CheckOutlined />} data-testid="suggestion-accepted">
              {t('dataImport.suggest.accepted', { name: accepted[key] })}
            </Tag>
          );
        }
        const reason = reasonOf(row);
        const list = suggestionsOf(row);
        return (
          <Space size={[6, 6]} wrap>
            {reason && (
              <Tooltip title={t(`dataImport.suggest.reasonTip.${reason}`)}>
                <Tag color="default" bordered={false}>
                  {t(`dataImport.suggest.reason.${reason}`)}
                </Tag>
              </Tooltip>
            )}
            {list === undefined && asked.isLoading && <Typography.Text type="secondary">{t('dataImport.suggest.loading')}</Typography.Text>}
            {list?.length === 0 && !reason && <Typography.Text type="secondary">{t('dataImport.suggest.none')}</Typography.Text>}
            {list?.map((s) => (
              <HasPerm key={s.institutionId} value="other">
                <Tooltip title={t('dataImport.suggest.tip', { alias: s.alias, name: s.institutionName, kind: t(`dataImport.alias.kinds.${s.kind}`) })}>
                  <Button
                    size="small"
                    loading={saving === `${key}|${s.institutionId}`}
                    disabled={saving !== null}
                    onClick={() => void accept(row, s)}
                    data-testid="suggestion"
                  >
                    {s.institutionName}
                    {s.province && (
                      <Typography.Text type="secondary" style={{ marginInlineStart: 4, fontSize: 12 }}>
                        {s.province}
                      </Typography.Text>
                    )}
                  </Button>
                </Tooltip>
              </HasPerm>
            ))}
          </Space>
        );
      },
    },
  ];

  return (
    <Table
      size="small"
      rowKey={unmatchedKey}
      columns={columns}
      dataSource={rows}
      scroll={{ x: 720 }}
      locale={emptyText ? { emptyText } : undefined}
      pagination={{ ...page, showSizeChanger: true, hideOnSinglePage: true, onChange: (current, pageSize) => setPage({ current, pageSize }) }}
      data-testid={testId}
    />
  );
}

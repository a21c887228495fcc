import { DownloadOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { EditableProTable } from '@ant-design/pro-components';
import type { GeneratedFiles, GenTable } from '@zhiyuan/shared/contracts/generator';
import { Alert, App, Button, Card, Form, Input, InputNumber, Select, Space, Spin, Switch, Tabs, Typography } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../services/http';
import { downloadGenerated, generateFiles, getEntityData, getGenTables, type GenerateTarget } from '../../../services/generator';
import { fieldColumns, fieldRows, fieldsOf, fileTabs, newField, VUE_NAME, type FieldRow } from './data';

/** The highlighter comes with the first preview, not with the page. */
const CodePreview = lazy(() => import('./CodePreview'));

export interface GeneratorPageProps {
  mode: 'table' | 'tree';
  title: string;
  /** The definition the editor starts with. */
  startingFields: () => FieldRow[];
}

/**
 * 代码生成 (表格 / 树形): a definition in XBoot's Field JSON (edited in the table, or read from one of
 * our tables), the files it gives shown with syntax highlighting, and the same as a .zip.
 */
export function GeneratorPage({ mode, title, startingFields }: GeneratorPageProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [vueName, setVueName] = useState('');
  const [pageTitle, setPageTitle] = useState('');
  const [rowNum, setRowNum] = useState(mode === 'table' ? 2 : 1);
  const [enableTable, setEnableTable] = useState(true);
  const [rows, setRows] = useState<FieldRow[]>(startingFields);
  const [tables, setTables] = useState<GenTable[]>([]);
  const [table, setTable] = useState<string>();
  const [files, setFiles] = useState<GeneratedFiles | null>(null);
  const [busy, setBusy] = useState<'generate' | 'download' | 'read' | null>(null);

  useEffect(() => {
    getGenTables().then(setTables, () => setTables([]));
  }, []);

  const target: GenerateTarget = { mode, vueName: vueName.trim(), title: pageTitle, rowNum, enableTable };
  const ready = VUE_NAME.test(target.vueName) && rows.length > 0;

  /** Runs a call with its button busy; the HTTP client has shown a refusal already. */
  const run = async (what: NonNullable<typeof busy>, action: () => Promise<void>) => {
    setBusy(what);
    try {
      await action();
    } catch (err) {
      // The download is fetched outside the HTTP client, which would have shown the refusal.
      if (what === 'download' && err instanceof ApiError) void message.error(err.message);
    } finally {
      setBusy(null);
    }
  };
  const generate = () =>
    run('generate', async () => {
      const result = await generateFiles(target, fieldsOf(rows));
      setFiles(result);
      void message.success(t('gen.generated', { count: Object.keys(result).length }));
    });
  const download = () => run('download', () => downloadGenerated(target, fieldsOf(rows)));
  const read = () =>
    run('read', async () => {
      if (table) setRows(fieldRows(await getEntityData(table)));
    });

  const tabs = files ? fileTabs(files) : [];
  return (
    <div data-testid="gen-page">
      <Card title={title}>
        <Alert type="info" showIcon message={t('gen.tip')} style={{ marginBottom: 16 }} />
        <Form layout="inline" style={{ rowGap: 12, marginBottom: 16 }}>
          <Form.Item label={t('gen.name')} required validateStatus={vueName && !VUE_NAME.test(target.vueName) ? 'error' : undefined} help={t('gen.nameRule')}>
            <Input value={vueName} onChange={(e) => setVueName(e.target.value)} placeholder="noticeBoard" style={{ width: 200 }} data-testid="gen-name" />
          </Form.Item>
          <Form.Item label={t('gen.title')}>
            <Input
              value={pageTitle}
              onChange={(e) => setPageTitle(e.target.value)}
              placeholder={t('gen.titlePlaceholder')}
              maxLength={30}
              style={{ width: 180 }}
              data-testid="gen-title"
            />
          </Form.Item>
          <Form.Item label={t('gen.rowNum')}>
            <InputNumber min={1} max={4} precision={0} value={rowNum} onChange={(v) => setRowNum(v ?? 1)} data-testid="gen-rows" />
          </Form.Item>
          {mode === 'tree' && (
            <Form.Item label={t('gen.enableTable')}>
              <Switch checked={enableTable} onChange={setEnableTable} data-testid="gen-enable-table" />
            </Form.Item>
          )}
          <Form.Item label={t('gen.fromTable')}>
            <Space.Compact>
              <Select
                showSearch
                value={table}
                onChange={setTable}
                placeholder={t('gen.pickTable')}
                options={tables.map((x) => ({ value: x.name, label: t('gen.tableOption', { name: x.name, count: x.fields }) }))}
                style={{ width: 280 }}
                data-testid="gen-table"
              />
              <Button onClick={read} disabled={!table} loading={busy === 'read'} data-testid="gen-read">
                {t('gen.read')}
              </Button>
            </Space.Compact>
          </Form.Item>
        </Form>
        <div data-testid="gen-fields">
          <EditableProTable<FieldRow>
            rowKey="key"
            columns={fieldColumns(t)}
            value={rows}
            onChange={(list) => setRows([...list])}
            scroll={{ x: 2200 }}
            recordCreatorProps={{ position: 'bottom', record: () => newField(rows.length), creatorButtonText: t('gen.addField') }}
            editable={{
              type: 'multiple',
              editableKeys: rows.map((r) => r.key),
              onValuesChange: (_row, list) => setRows(list),
              actionRender: (_row, _config, dom) => [dom.delete],
            }}
          />
        </div>
        <Space style={{ marginTop: 16 }}>
          <Button type="primary" icon={<ThunderboltOutlined />} disabled={!ready} loading={busy === 'generate'} onClick={generate} data-testid="gen-generate">
            {t('gen.generate')}
          </Button>
          <Button icon={<DownloadOutlined />} disabled={!ready} loading={busy === 'download'} onClick={download} data-testid="gen-download">
            {t('gen.download')}
          </Button>
        </Space>
      </Card>
      {files && (
        <Card style={{ marginTop: 16 }} title={t('gen.files', { count: tabs.length })}>
          <Alert type="warning" showIcon message={t('gen.steps', { name: target.vueName })} style={{ marginBottom: 16 }} />
          <Tabs
            items={tabs.map((f, i) => ({
              key: f.path,
              label: (
                <span title={f.path} data-testid={`gen-file-tab-${i}`}>
                  {f.name}
                </span>
              ),
              children: (
                <>
                  <Typography.Paragraph type="secondary" copyable={{ text: f.code }}>
                    {f.path}
                  </Typography.Paragraph>
                  <Suspense fallback={<Spin />}>
                    <CodePreview code={f.code} language={f.language} />
                  </Suspense>
                </>
              ),
            }))}
          />
        </Card>
      )}
    </div>
  );
}

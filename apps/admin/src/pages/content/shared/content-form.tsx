import { EyeOutlined } from '@ant-design/icons';
import { PROVINCES, type ContentAdminView, type ContentKind, type SimpleTable } from '@zhiyuan/shared';
import { App, AutoComplete, Button, Col, Drawer, Form, Input, InputNumber, Result, Row, Select, Skeleton, Space, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../access';
import { RichEditor } from '../../../components/rich-editor';
import { contentAdmin, type ContentBody } from '../../../services/content';
import { ApiError } from '../../../services/http';
import { ExtraFields } from './extra-fields';
import { KIND_CONFIGS, permissionsOf } from './kinds';
import { PreviewModal, type PreviewItem } from './preview';
import { tablesForSave } from './simple-tables';

export type FormTarget = { open: false } | { open: true; id?: string };

const PROVINCE_OPTIONS = PROVINCES.map((p) => ({ value: p.province, label: p.province }));

/** Whether HTML says anything: words, a picture or a table. */
const hasContent = (html: string | undefined) =>
  !!html && (/<(img|table)\b/i.test(html) || new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim());

interface FormValues {
  title: string;
  summary?: string;
  body?: string;
  category?: string;
  province?: string | null;
  tags?: string[];
  recommended?: boolean;
  pinned?: boolean;
  sortOrder?: number;
  extra: Record<string, unknown>;
}

/**
 * The editing drawer of one item (or a new one): the common fields, the kind's own (ExtraFields),
 * the rich editor for the body, 预览 as the site shows it; 保存 keeps the status, 保存并发布 publishes.
 */
export function ContentFormDrawer({
  kind,
  parentId,
  target,
  onClose,
  onSaved,
  can,
}: {
  kind: ContentKind;
  /** A lesson's course. */
  parentId?: string;
  target: FormTarget;
  onClose: () => void;
  onSaved: () => void;
  /** The button rule when the drawer opens outside the kind's own page (示例内容): the kind page's grants. */
  can?: (code: string) => boolean;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const pageAccess = useAccess();
  const access = can ? { can } : pageAccess;
  const config = KIND_CONFIGS[kind];
  const codes = permissionsOf(kind);
  const api = contentAdmin(kind);
  const [form] = Form.useForm<FormValues>();
  const [row, setRow] = useState<ContentAdminView | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'missing' | 'failed'>('ready');
  const [saving, setSaving] = useState<'save' | 'publish' | null>(null);
  const [preview, setPreview] = useState<PreviewItem | null>(null);
  const id = target.open ? target.id : undefined;
  /** Loads values into the form (extra's shape is the kind's, checked by the contract, not by the form's type). */
  const fill = (values: FormValues) => form.setFieldsValue(values as Parameters<typeof form.setFieldsValue>[0]);

  useEffect(() => {
    if (!target.open) return;
    form.resetFields();
    setRow(null);
    if (!id) {
      fill({
        title: '',
        summary: '',
        body: '',
        tags: [],
        recommended: false,
        pinned: false,
        sortOrder: 0,
        province: null,
        extra: config.emptyExtra() as Record<string, unknown>,
      });
      setState('ready');
      return;
    }
    setState('loading');
    let live = true;
    api.get(id).then(
      (item) => {
        if (!live) return;
        setRow(item);
        fill({ ...item, extra: { ...(config.emptyExtra() as Record<string, unknown>), ...(item.extra as Record<string, unknown>) } });
        setState('ready');
      },
      (error: unknown) => {
        if (live) setState(error instanceof ApiError && error.code === 404 ? 'missing' : 'failed');
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target.open, id, kind]);

  const bodyOf = (v: FormValues): ContentBody => ({
    title: v.title.trim(),
    summary: v.summary?.trim() ?? '',
    body: config.body === 'none' ? undefined : (v.body ?? ''),
    category: config.category ? (v.category?.trim() ?? '') : undefined,
    province: config.province ? v.province || null : undefined,
    tags: v.tags ?? [],
    recommended: v.recommended ?? false,
    pinned: v.pinned ?? false,
    sortOrder: v.sortOrder ?? 0,
    ...(parentId ? { parentId } : {}),
    extra: kind === 'article' ? { ...v.extra, tables: tablesForSave(v.extra.tables as SimpleTable[] | undefined) } : v.extra,
  });

  const submit = async (andPublish: boolean) => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    // Everything the form holds, list rows' hidden ids included.
    const values = form.getFieldsValue(true) as FormValues;
    setSaving(andPublish ? 'publish' : 'save');
    try {
      const saved = id ? await api.edit(id, bodyOf(values)) : await api.save(bodyOf(values));
      if (andPublish) await api.publish([saved.id]);
      void message.success(andPublish ? t('content.savedPublished') : t('adminCommon.saved'));
      onSaved();
      onClose();
    } catch {
      // The client showed the server's reason (field and why).
    } finally {
      setSaving(null);
    }
  };

  const openPreview = () => {
    const v = form.getFieldsValue(true) as FormValues;
    setPreview({
      kind,
      title: v.title,
      summary: v.summary,
      category: v.category,
      province: v.province,
      tags: v.tags,
      body: v.body,
      tables: v.extra?.tables as SimpleTable[] | undefined,
    });
  };

  const titleLabel = t(`content.titleLabel.${kind}`);
  const canSave = access.can(id ? codes.edit : codes.add);
  const urls = (row?.extra ?? {}) as Record<string, string | null | undefined>;

  return (
    <Drawer
      open={target.open}
      onClose={onClose}
      width="min(960px, 100vw)"
      destroyOnHidden
      title={id ? t('content.editOf', { thing: t(`content.kinds.${kind}`) }) : t('content.addOf', { thing: t(`content.kinds.${kind}`) })}
      extra={row?.isExample ? <span className="content-example-tag">{t('content.example')}</span> : null}
      footer={
        state === 'ready' && (
          <Space wrap style={{ justifyContent: 'flex-end', width: '100%' }}>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            {config.body !== 'none' && (
              <Button icon={<EyeOutlined />} onClick={openPreview} data-testid="content-preview-open">
                {t('content.preview')}
              </Button>
            )}
            {canSave && (
              <Button
                type={access.can(codes.publish) ? 'default' : 'primary'}
                loading={saving === 'save'}
                onClick={() => void submit(false)}
                data-testid="content-save"
              >
                {t('common.save')}
              </Button>
            )}
            {canSave && access.can(codes.publish) && (
              <Button type="primary" loading={saving === 'publish'} onClick={() => void submit(true)} data-testid="content-save-publish">
                {t('content.saveAndPublish')}
              </Button>
            )}
          </Space>
        )
      }
      data-testid="content-form"
    >
      {state === 'loading' && <Skeleton active paragraph={{ rows: 10 }} />}
      {state === 'missing' && (
        <Result status="404" title={t('content.notFound')} extra={<Button onClick={onClose}>{t('common.cancel')}</Button>} data-testid="content-form-missing" />
      )}
      {state === 'failed' && <Result status="error" title={t('content.loadFailed')} extra={<Button onClick={onClose}>{t('common.cancel')}</Button>} />}
      <Form<FormValues> form={form} layout="vertical" hidden={state !== 'ready'} disabled={!canSave} scrollToFirstError>
        <Form.Item
          name="title"
          label={titleLabel}
          rules={[{ required: true, whitespace: true, message: t('adminCommon.required', { label: titleLabel }) }, { max: 200 }]}
        >
          <Input data-testid="content-title" maxLength={200} showCount />
        </Form.Item>
        <Row gutter={16}>
          {config.category && (
            <Col xs={24} md={8}>
              <Form.Item
                name="category"
                label={t(`content.categoryLabel.${kind}`)}
                rules={
                  config.category.free ? [{ max: 50 }] : [{ required: true, message: t('adminCommon.required', { label: t(`content.categoryLabel.${kind}`) }) }]
                }
              >
                {config.category.free ? (
                  <AutoComplete options={config.category.options.map((value) => ({ value }))} data-testid="content-category" />
                ) : (
                  <Select options={config.category.options.map((value) => ({ value, label: value }))} data-testid="content-category" />
                )}
              </Form.Item>
            </Col>
          )}
          {config.province && (
            <Col xs={24} md={8}>
              <Form.Item name="province" label={t('content.field.province')} tooltip={t('content.field.provinceTip')}>
                <Select allowClear showSearch options={PROVINCE_OPTIONS} placeholder={t('content.national')} data-testid="content-province" />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} md={8}>
            <Form.Item name="tags" label={t('content.field.tags')} tooltip={t('content.field.tagsTip')}>
              <Select mode="tags" open={false} tokenSeparators={[',', '，', '、']} maxCount={10} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="summary" label={t('content.field.summary')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={2} maxLength={500} showCount placeholder={t('content.field.summaryHint')} />
        </Form.Item>
        <Space size={32} wrap>
          <Form.Item name="recommended" label={t('content.field.recommended')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="pinned" label={t('content.field.pinned')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="sortOrder" label={t('adminCommon.sortOrder')} tooltip={t('content.field.sortOrderTip')}>
            <InputNumber min={-9999} max={9999} />
          </Form.Item>
        </Space>
        <ExtraFields kind={kind} urls={urls} form={form} />
        {config.body !== 'none' && (
          <Form.Item
            name="body"
            label={t(`content.bodyLabel.${kind}`)}
            rules={
              config.body === 'required'
                ? [
                    {
                      validator: (_r, v: string | undefined) =>
                        hasContent(v) ? Promise.resolve() : Promise.reject(new Error(t('adminCommon.required', { label: t(`content.bodyLabel.${kind}`) }))),
                    },
                  ]
                : []
            }
          >
            <RichEditor testId="content-body-editor" />
          </Form.Item>
        )}
      </Form>
      <PreviewModal item={preview} onClose={() => setPreview(null)} />
    </Drawer>
  );
}

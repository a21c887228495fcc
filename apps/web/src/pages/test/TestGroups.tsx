import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Radio, Select, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TestGroupRole, TestGroupType, TestGroupView, TestKind } from '@zhiyuan/shared';
import { errorMessage } from '../../api/http.ts';
import { addGroup, deleteGroups, getMyGroups, getTests, joinGroup, leaveGroup } from '../../api/tests.ts';
import { ContentEmpty, ContentState } from '../../components/content/ContentStates.tsx';
import { testPath } from '../../components/tests/model.ts';
import { TestCard } from '../../components/tests/TestShell.tsx';
import { useDevice } from '../../device.ts';
import { TESTS_QUERY } from './TestList.tsx';

const GROUPS_QUERY = ['tests', 'groups'] as const;

/** My groups (test?groups=1): create one for a class or a family, join by code, leave or delete. */
export function TestGroups() {
  const { t } = useTranslation();
  const groups = useQuery({ queryKey: GROUPS_QUERY, queryFn: getMyGroups, staleTime: 0 });
  return (
    <div className="zy-tests__groups" data-testid="tests-groups">
      <TestCard testId="groups-head">
        <h1 className="zy-run__title">{t('tests.groups.title')}</h1>
        <p className="zy-tests__muted">{t('tests.groups.lead')}</p>
      </TestCard>
      <TestCard title={t('tests.groups.mine')} testId="groups-mine">
        <ContentState query={groups} isEmpty={(list) => list.length === 0} empty={<ContentEmpty description={t('tests.groups.empty')} />}>
          {(list) => (
            <ul className="zy-tests__group-list">
              {list.map((g) => (
                <GroupRow key={g.id} group={g} />
              ))}
            </ul>
          )}
        </ContentState>
      </TestCard>
      <div className="zy-tests__pair">
        <CreateGroup />
        <JoinGroup />
      </div>
    </div>
  );
}

function CreateGroup() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const tests = useQuery({ queryKey: TESTS_QUERY, queryFn: getTests, staleTime: 60_000 });
  const [form] = Form.useForm<{ name: string; type: TestGroupType; kind: TestKind }>();
  const [created, setCreated] = useState<{ code: string; name: string } | null>(null);
  const create = useMutation({
    mutationFn: addGroup,
    onSuccess: (result, input) => {
      setCreated({ code: result.code, name: input.name });
      form.resetFields(['name']);
      void queryClient.invalidateQueries({ queryKey: GROUPS_QUERY });
    },
  });
  return (
    <TestCard title={t('tests.groups.create.title')} testId="groups-create">
      <Form
        form={form}
        layout="vertical"
        initialValues={{ type: 'class' }}
        onFinish={(values) => create.mutate({ ...values, name: values.name.trim() })}
        requiredMark={false}
      >
        <Form.Item name="name" label={t('tests.groups.create.name')} rules={[{ required: true, whitespace: true, max: 40 }]}>
          <Input maxLength={40} placeholder={t('tests.groups.create.namePlaceholder')} data-testid="groups-create-name" />
        </Form.Item>
        <Form.Item name="type" label={t('tests.groups.create.type')}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={(['class', 'family'] as const).map((type) => ({ value: type, label: t(`tests.groups.type.${type}`) }))}
            data-testid="groups-create-type"
          />
        </Form.Item>
        <Form.Item name="kind" label={t('tests.groups.create.kind')} rules={[{ required: true }]}>
          <Select
            loading={tests.isPending}
            options={(tests.data ?? []).map((x) => ({ value: x.kind, label: x.title }))}
            placeholder={t('tests.runner.context.choose')}
            data-testid="groups-create-kind"
          />
        </Form.Item>
        {create.error && <Alert type="error" showIcon message={errorMessage(create.error)} className="zy-run__alert" />}
        <Button type="primary" htmlType="submit" loading={create.isPending} data-testid="groups-create-submit">
          {t('tests.groups.create.submit')}
        </Button>
      </Form>
      {created && (
        <Alert
          className="zy-run__alert"
          type="success"
          showIcon
          data-testid="groups-created"
          message={`${t('tests.groups.create.done')}：${created.name}`}
          description={
            <>
              <p>
                {t('tests.groups.code')}：
                <Typography.Text copyable strong className="zy-tests__code" data-testid="groups-created-code">
                  {created.code}
                </Typography.Text>
              </p>
              <p>{t('tests.groups.create.codeHint')}</p>
            </>
          }
        />
      )}
    </TestCard>
  );
}

function JoinGroup() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ code: string; role: TestGroupRole | '' }>();
  const join = useMutation({
    mutationFn: (values: { code: string; role: TestGroupRole | '' }) => joinGroup(values.code.trim().toUpperCase(), values.role || undefined),
    onSuccess: (group) => {
      void message.success(t('tests.groups.join.done', { name: group.name }));
      form.resetFields();
      void queryClient.invalidateQueries({ queryKey: GROUPS_QUERY });
    },
  });
  return (
    <TestCard title={t('tests.groups.join.title')} testId="groups-join">
      <Form form={form} layout="vertical" initialValues={{ role: '' }} onFinish={(values) => join.mutate(values)} requiredMark={false}>
        <Form.Item name="code" label={t('tests.groups.join.code')} rules={[{ required: true, whitespace: true, pattern: /^\s*[A-Za-z0-9]{6,12}\s*$/ }]}>
          <Input maxLength={12} placeholder={t('tests.groups.join.placeholder')} className="zy-tests__code-input" data-testid="groups-join-code" />
        </Form.Item>
        <Form.Item name="role" label={t('tests.groups.join.role')} extra={t('tests.groups.join.roleHint')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: '', label: t('tests.groups.join.member') },
              { value: 'parent', label: t('tests.groups.join.parent') },
              { value: 'child', label: t('tests.groups.join.child') },
            ]}
          />
        </Form.Item>
        {join.error && <Alert type="error" showIcon message={errorMessage(join.error)} className="zy-run__alert" data-testid="groups-join-error" />}
        <Button type="primary" htmlType="submit" loading={join.isPending} data-testid="groups-join-submit">
          {t('tests.groups.join.submit')}
        </Button>
      </Form>
    </TestCard>
  );
}

function GroupRow({ group }: { group: TestGroupView }) {
  const { t } = useTranslation();
  const device = useDevice();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const done = (text: string) => {
    void message.success(text);
    void queryClient.invalidateQueries({ queryKey: GROUPS_QUERY });
  };
  const fail = (error: unknown) => void message.error(errorMessage(error));
  const leave = () =>
    modal.confirm({
      title: t('tests.groups.leaveConfirm', { name: group.name }),
      okText: t('tests.groups.leave'),
      cancelText: t('common.cancel'),
      onOk: () => leaveGroup(group.id).then(() => done(t('tests.groups.left')), fail),
    });
  const remove = () =>
    modal.confirm({
      title: t('tests.groups.deleteConfirm', { name: group.name }),
      okText: t('tests.groups.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => deleteGroups([group.id]).then(() => done(t('tests.groups.deleted')), fail),
    });
  return (
    <li className="zy-tests__group" data-testid="groups-item" data-id={group.id}>
      <div className="zy-tests__group-main">
        <strong className="zy-tests__group-name">{group.name}</strong>
        <Tag color={group.type === 'class' ? 'blue' : 'green'}>{t(`tests.groups.type.${group.type}`)}</Tag>
        {group.owner && <Tag color="gold">{t('tests.groups.owner')}</Tag>}
        {group.role && <Tag>{t('tests.groups.joinedAs', { role: t(`tests.groups.role.${group.role}`) })}</Tag>}
      </div>
      <p className="zy-tests__muted">
        {group.title} · {t('tests.groups.members', { count: group.memberCount })} · {t('tests.groups.createdAt', { time: group.createTime })}
      </p>
      {group.code && (
        <p className="zy-tests__group-code">
          {t('tests.groups.code')}：
          <Typography.Text copyable strong className="zy-tests__code" data-testid="groups-item-code">
            {group.code}
          </Typography.Text>
        </p>
      )}
      <div className="zy-tests__actions">
        <Button type="primary" href={`#${testPath(device, { view: 'group', id: group.id })}`} data-testid="groups-item-view">
          {t('tests.groups.view')}
        </Button>
        {group.role && !group.owner && (
          <Button onClick={leave} data-testid="groups-item-leave">
            {t('tests.groups.leave')}
          </Button>
        )}
        {group.owner && (
          <Button danger onClick={remove} data-testid="groups-item-delete">
            {t('tests.groups.delete')}
          </Button>
        )}
      </div>
    </li>
  );
}

import { ProForm } from '@ant-design/pro-components';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderFormFields, type FormField } from './form-fields';

const fields: FormField[] = [
  { kind: 'text', name: 'title', label: '标题', fieldProps: { 'data-testid': 'form-title' } },
  { kind: 'digit', name: 'sortOrder', label: '排序', min: 0, max: 10 },
  {
    kind: 'radio',
    name: 'status',
    label: '状态',
    options: [
      { value: 0, label: '启用' },
      { value: -1, label: '禁用' },
    ],
  },
  { kind: 'note', key: 'tip', node: <p data-testid="form-note">提示</p> },
  {
    kind: 'watch',
    key: 'echo',
    names: ['title'],
    fields: ({ title }) => [{ kind: 'text', name: 'confirm', label: `请输入 ${(title as string | undefined) || '全部'}` }],
  },
];

describe('renderFormFields', () => {
  afterEach(cleanup);

  it('draws each field as its ProForm control, in order, with the props given', async () => {
    render(
      <ProForm submitter={false} initialValues={{ status: 0 }}>
        {renderFormFields(fields)}
      </ProForm>,
    );
    const labels = [...document.querySelectorAll('.ant-form-item-label label')].map((l) => l.textContent);
    expect(labels.slice(0, 3)).toEqual(['标题', '排序', '状态']);
    expect(screen.getByTestId('form-note').textContent).toBe('提示');
    expect(screen.getByText('请输入 全部')).not.toBeNull();
    fireEvent.change(screen.getByTestId('form-title'), { target: { value: 'ns' } });
    await waitFor(() => expect(screen.getByText('请输入 ns')).not.toBeNull());
  });
});

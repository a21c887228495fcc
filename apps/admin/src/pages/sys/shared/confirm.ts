import type { useAppProps } from 'antd/es/app/context';
import type { TFunction } from 'i18next';

/**
 * The one delete confirmation of the console: names what goes (one title, or a count), red OK
 * button; resolves after `run` succeeded (a failed call keeps the dialog open for another try).
 */
export function confirmDelete(modal: useAppProps['modal'], t: TFunction, what: { names: string[]; thing: string }, run: () => Promise<unknown>) {
  const content =
    what.names.length === 1
      ? t('adminCommon.deleteOne', { thing: what.thing, name: what.names[0] })
      : t('adminCommon.deleteMany', { thing: what.thing, count: what.names.length });
  modal.confirm({
    title: t('adminCommon.deleteTitle'),
    content,
    okText: t('common.delete'),
    okButtonProps: { danger: true, ...({ 'data-testid': 'confirm-delete-ok' } as object) },
    onOk: run,
  });
}

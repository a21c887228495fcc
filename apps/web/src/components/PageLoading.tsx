import { Spin } from 'antd';

export function PageLoading({ full = false }: { full?: boolean }) {
  return (
    <div className={full ? 'zy-loading zy-loading--full' : 'zy-loading'}>
      <Spin size="large" />
    </div>
  );
}

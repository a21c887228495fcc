import { Button, Empty, Popconfirm, Skeleton, Tag } from 'antd';
import { Button as MobileButton, Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { CollectionItem, CollectionKind } from '@zhiyuan/shared';
import { errorMessage } from '../../../api/http.ts';
import { majorDetailPath, pagePath, schoolDetailPath } from '../../../components/majors/links.ts';
import { useCollection, useToggleCollection } from '../../../components/majors/useCollections.ts';
import { DemoBanner } from '../../../components/DemoBanner.tsx';
import { useDevice } from '../../../device.ts';
import '../../../components/majors/majors.css';

interface Shown {
  name: string;
  to: string | null;
  meta: string;
  tags: string[];
}

function shownOf(item: CollectionItem, device: 'desktop' | 'mobile', goneText: string): Shown {
  if (item.school) {
    const s = item.school;
    const tags = [s.is985 ? '985' : null, s.is211 ? '211' : null, s.isDoubleFirstClass ? '双一流' : null].filter((x): x is string => Boolean(x));
    return { name: s.name, to: schoolDetailPath(s.id), meta: [s.province, s.city, s.level, s.type].filter(Boolean).join(' · '), tags };
  }
  if (item.major) {
    const m = item.major;
    return { name: m.name, to: majorDetailPath(device, m.id), meta: [m.code, m.level, m.categoryName, m.className].filter(Boolean).join(' · '), tags: [] };
  }
  return { name: item.targetId, to: null, meta: goneText, tags: [] };
}

/** 关注院校 / 关注专业: the user's saved items, newest first, each linking to its detail, with remove. */
export function SavedList({ kind }: { kind: CollectionKind }) {
  const { t } = useTranslation();
  const device = useDevice();
  const navigate = useNavigate();
  const list = useCollection(kind);
  const toggle = useToggleCollection(kind, { saved: t('collections.removed'), removed: t('collections.removed') });
  const mobile = device === 'mobile';

  if (list.isLoading) return <Skeleton active />;
  if (list.error) return <Empty description={errorMessage(list.error, t('collections.loadFailed'))} />;
  const items = list.data ?? [];
  if (items.length === 0) {
    const target = kind === 'school' ? '/afterAssessed' : pagePath(device, 'majorLibrary');
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={kind === 'school' ? t('collections.emptySchools') : t('collections.emptyMajors')}
        data-testid={`saved-${kind}-empty`}
      >
        <Button type="primary" onClick={() => navigate(target)}>
          {kind === 'school' ? t('collections.goSchools') : t('collections.goMajors')}
        </Button>
      </Empty>
    );
  }

  const remove = (item: CollectionItem, name: string) => {
    if (!mobile) return toggle.mutate(item.targetId);
    void Dialog.confirm({ content: t('collections.removeConfirm', { name }), onConfirm: () => toggle.mutate(item.targetId) });
  };

  return (
    <div data-testid={`saved-${kind}`}>
      <DemoBanner data={items.map((item) => item.school)} />
      <p className="zy-muted-text" style={{ marginBottom: 12 }}>
        {t('collections.count', { count: items.length })}
      </p>
      <div className={`zy-saved${mobile ? ' zy-saved--mobile' : ''}`}>
        {items.map((item) => {
          const shown = shownOf(item, device, t('collections.gone'));
          return (
            <div className="zy-saved__item" key={`${item.kind}-${item.targetId}`} data-testid={`saved-${kind}-item`} data-id={item.targetId}>
              <div className="zy-saved__main">
                {shown.to ? <Link to={shown.to}>{shown.name}</Link> : <b>{shown.name}</b>}
                <div className="zy-saved__meta">{shown.meta}</div>
                {shown.tags.length > 0 && (
                  <div className="zy-saved__tags">
                    {shown.tags.map((tag) => (
                      <Tag key={tag} color="blue" bordered={false}>
                        {tag}
                      </Tag>
                    ))}
                  </div>
                )}
                <div className="zy-saved__meta">{t('collections.savedAt', { time: item.createTime })}</div>
              </div>
              {mobile ? (
                <MobileButton
                  size="mini"
                  fill="outline"
                  style={{ flexShrink: 0, alignSelf: 'center', whiteSpace: 'nowrap' }}
                  onClick={() => remove(item, shown.name)}
                  data-testid="saved-remove"
                >
                  {t('collections.remove')}
                </MobileButton>
              ) : (
                <Popconfirm
                  title={t('collections.removeConfirm', { name: shown.name })}
                  onConfirm={() => remove(item, shown.name)}
                  okText={t('common.ok')}
                  cancelText={t('common.cancel')}
                >
                  <Button size="small" danger type="link" loading={toggle.isPending && toggle.variables === item.targetId} data-testid="saved-remove">
                    {t('collections.remove')}
                  </Button>
                </Popconfirm>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}

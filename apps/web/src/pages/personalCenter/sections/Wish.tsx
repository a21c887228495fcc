import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Empty, Popconfirm, Skeleton, Tag } from 'antd';
import { DeleteOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { TIERS, type ScoreProfile, type VolunteerFormSummary } from '@zhiyuan/shared';
import { deleteForms, getMyForms } from '../../../api/forms.ts';
import { getMyScore } from '../../../api/smartFill.ts';
import { useDevice } from '../../../device.ts';
import { feedback } from '../../../feedback.ts';
import { FormEditor } from '../../../components/volunteer/FormEditor.tsx';
import { NewFormButton } from '../../../components/volunteer/NewFormButton.tsx';
import { TIER_COLORS, formPath, pagePath } from '../../../components/volunteer/model.ts';
import '../../../components/volunteer/volunteer.css';

/** "My wish": the user's volunteer forms; `?form=<id>` opens one in the editor. */
export default function WishSection() {
  const [params, setParams] = useSearchParams();
  const formId = params.get('form');
  if (formId) {
    return (
      <FormEditor
        id={formId}
        onBack={() =>
          setParams((p) => {
            p.delete('form');
            return p;
          })
        }
      />
    );
  }
  return <FormList />;
}

function FormList() {
  const { t } = useTranslation();
  const device = useDevice();
  const navigate = useNavigate();
  const [forms, setForms] = useState<VolunteerFormSummary[] | null>(null);
  const [profile, setProfile] = useState<ScoreProfile | null>(null);

  const load = useCallback(() => {
    getMyForms().then(setForms, () => setForms([]));
  }, []);
  useEffect(() => {
    load();
    getMyScore().then(setProfile, () => setProfile(null));
  }, [load]);

  async function remove(id: string) {
    await deleteForms([id]);
    feedback.success(t('forms.deleted'));
    load();
  }

  if (!forms) return <Skeleton active />;
  return (
    <div className="zy-wish" data-testid="wish-list">
      <div className="zy-wish__head">
        <span className="zy-muted">{t('forms.listHint')}</span>
        <div style={{ display: 'flex', gap: 8 }}>
          <Button icon={<ThunderboltOutlined />} onClick={() => navigate(pagePath('schoolTest', device))} data-testid="wish-recommend">
            {t('forms.addFromRecommend')}
          </Button>
          {profile ? <NewFormButton profile={profile} onCreated={(f) => navigate(formPath(f.id, device))} /> : null}
        </div>
      </div>
      {!profile ? (
        <Alert
          type="info"
          showIcon
          message={t('forms.needScore')}
          style={{ marginBottom: 12 }}
          action={
            <Button size="small" onClick={() => navigate(pagePath('personalCenter', device, '?tab=score'))}>
              {t('forms.enterScore')}
            </Button>
          }
        />
      ) : null}
      {forms.length ? (
        <ul className="zy-wish__list">
          {forms.map((f) => (
            <li key={f.id} className="zy-wish__item" data-testid="wish-item">
              <div
                className="zy-wish__item-main"
                role="button"
                tabIndex={0}
                onClick={() => navigate(formPath(f.id, device))}
                onKeyDown={(e) => e.key === 'Enter' && navigate(formPath(f.id, device))}
              >
                <div className="zy-wish__item-title" data-testid="wish-item-name">
                  {f.name}
                </div>
                <div className="zy-muted">
                  {f.province} {f.year} · {f.subjectType} · {t('forms.batch', { batch: f.batch })} · {t('forms.rows', { count: f.rowCount })} · {f.updateTime}
                </div>
                <div>
                  {TIERS.filter((tier) => f.tiers[tier]).map((tier) => (
                    <Tag key={tier} color={TIER_COLORS[tier]}>
                      {tier} {f.tiers[tier]}
                    </Tag>
                  ))}
                </div>
              </div>
              <div style={{ display: 'flex', gap: 8 }}>
                <Button type="primary" ghost onClick={() => navigate(formPath(f.id, device))} data-testid="wish-open">
                  {t('forms.open')}
                </Button>
                <Popconfirm title={t('forms.confirmDelete')} onConfirm={() => remove(f.id)}>
                  <Button danger icon={<DeleteOutlined />} aria-label={t('forms.delete')} />
                </Popconfirm>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <Empty description={t('forms.none')} />
      )}
    </div>
  );
}

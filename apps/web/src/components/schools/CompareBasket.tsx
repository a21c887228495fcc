import { Badge, Button } from 'antd';
import { CloseOutlined, SwapOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDevice } from '../../device.ts';
import { COMPARE_MAX, COMPARE_MIN } from '../../stores/compareBasket.ts';
import { useLoginStore } from '../../stores/login.ts';

/**
 * The floating compare basket (spec §3 compareSchools / showCompare): the chosen schools, remove
 * one, clear, and open compareInstitutions once two are in. Hidden while the basket is empty.
 */
export function CompareBasket() {
  const { t } = useTranslation();
  const device = useDevice();
  const navigate = useNavigate();
  const schools = useLoginStore((s) => s.compareSchools);
  const open = useLoginStore((s) => s.showCompare);
  const setOpen = useLoginStore((s) => s.setShowCompare);
  const remove = useLoginStore((s) => s.removeCompareSchool);
  const clear = useLoginStore((s) => s.clearCompareSchools);
  if (schools.length === 0) return null;

  const start = () => {
    setOpen(false);
    navigate(`/compareInstitutions?ids=${schools.map((s) => encodeURIComponent(s.id)).join(',')}`);
  };

  return (
    <div className={`zy-basket zy-basket--${device}${open ? ' zy-basket--open' : ''}`} data-testid="compare-basket">
      {open ? (
        <div className="zy-basket__panel" role="dialog" aria-label={t('schools.compare.basket')}>
          <div className="zy-basket__head">
            <strong>{t('schools.compare.basket')}</strong>
            <span className="zy-basket__count">
              {schools.length}/{COMPARE_MAX}
            </span>
            <button type="button" className="zy-basket__close" aria-label={t('schools.compare.collapse')} onClick={() => setOpen(false)}>
              <CloseOutlined />
            </button>
          </div>
          <ul className="zy-basket__list">
            {schools.map((s) => (
              <li key={s.id}>
                <span className="zy-basket__name">{s.name}</span>
                <button
                  type="button"
                  className="zy-basket__remove"
                  aria-label={t('schools.compare.remove', { name: s.name })}
                  onClick={() => remove(s.id)}
                  data-testid="basket-remove"
                >
                  <CloseOutlined />
                </button>
              </li>
            ))}
          </ul>
          {schools.length < COMPARE_MIN && <p className="zy-basket__hint">{t('schools.compare.needMore', { min: COMPARE_MIN })}</p>}
          <div className="zy-basket__actions">
            <Button size="small" onClick={clear}>
              {t('schools.compare.clear')}
            </Button>
            <Button size="small" type="primary" disabled={schools.length < COMPARE_MIN} onClick={start} data-testid="basket-start">
              {t('schools.compare.start')}
            </Button>
          </div>
        </div>
      ) : (
        <button type="button" className="zy-basket__toggle" onClick={() => setOpen(true)} data-testid="basket-toggle">
          <Badge count={schools.length} size="small" offset={[6, -2]}>
            <SwapOutlined style={{ fontSize: 18, color: '#fff' }} />
          </Badge>
          <span>{t('schools.compare.basket')}</span>
        </button>
      )}
    </div>
  );
}

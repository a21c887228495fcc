import { BarChartOutlined, EditOutlined, FileDoneOutlined, SwapOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

const STEPS = [
  { key: 'score', icon: <EditOutlined /> },
  { key: 'position', icon: <BarChartOutlined /> },
  { key: 'compare', icon: <SwapOutlined /> },
  { key: 'form', icon: <FileDoneOutlined /> },
];

/** How the product is used, in four steps. */
export function IndexSteps() {
  const { t } = useTranslation();
  return (
    <section className="zy-section zy-container">
      <header className="zy-section__head">
        <h2>{t('home.stepsTitle')}</h2>
      </header>
      <ol className="zy-steps">
        {STEPS.map((step, i) => (
          <li key={step.key} className="zy-step">
            <span className="zy-step__num">{String(i + 1).padStart(2, '0')}</span>
            <span className="zy-step__icon">{step.icon}</span>
            <strong>{t(`home.steps.${step.key}.title`)}</strong>
            <span>{t(`home.steps.${step.key}.desc`)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

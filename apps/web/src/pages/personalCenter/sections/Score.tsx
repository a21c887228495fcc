import { Button } from 'antd';
import { ThunderboltOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDevice } from '../../../device.ts';
import { ScoreEditor } from '../../../components/volunteer/ScoreEditor.tsx';
import { pagePath } from '../../../components/volunteer/model.ts';
import '../../../components/volunteer/volunteer.css';

/** "My score": province, year, subject type or 选科 and score → the derived rank and the same-score range. */
export default function ScoreSection() {
  const { t } = useTranslation();
  const device = useDevice();
  const navigate = useNavigate();
  return (
    <div>
      <ScoreEditor />
      <Button
        type="link"
        icon={<ThunderboltOutlined />}
        style={{ paddingLeft: 0, marginTop: 8 }}
        onClick={() => navigate(pagePath('schoolTest', device))}
        data-testid="score-to-recommend"
      >
        {t('myScore.toRecommend')}
      </Button>
    </div>
  );
}

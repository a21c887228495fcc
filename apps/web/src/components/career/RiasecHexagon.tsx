import ReactEChartsCore from 'echarts-for-react/esm/core';
import * as echarts from 'echarts/core';
import { RadarChart } from 'echarts/charts';
import { RadarComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { EChartsOption } from 'echarts';
import { useTranslation } from 'react-i18next';
import type { MajorPositionReport } from '@zhiyuan/shared/contracts/career';
import { useDevice } from '../../device.ts';

echarts.use([RadarChart, RadarComponent, TooltipComponent, CanvasRenderer]);

/** The RIASEC hexagon: six types round Holland's order, each score on its range (0–20). */
export function RiasecHexagon({ profile }: { profile: MajorPositionReport['profile'] }) {
  const { t } = useTranslation();
  const mobile = useDevice() === 'mobile';
  const option: EChartsOption = {
    // Drawn at once: a screenshot or a print never catches it half-way.
    animation: false,
    tooltip: { trigger: 'item' },
    radar: {
      shape: 'polygon',
      radius: mobile ? '62%' : '68%',
      indicator: profile.map((p) => ({ name: `${t(`career.riasec.${p.key}`)} ${p.key}\n${p.score}/${p.max}`, max: p.max })),
      axisName: { color: '#334', fontSize: mobile ? 11 : 12 },
      splitArea: { areaStyle: { color: ['#f6f8fd', '#eef3fc'] } },
    },
    series: [
      {
        type: 'radar',
        data: [
          {
            value: profile.map((p) => p.score),
            name: t('career.report.profile'),
            areaStyle: { color: 'rgba(29, 95, 224, 0.25)' },
            lineStyle: { color: '#1d5fe0' },
            itemStyle: { color: '#1d5fe0' },
          },
        ],
      },
    ],
  };
  return (
    <div className="zy-career__hexagon" data-testid="career-hexagon">
      <ReactEChartsCore echarts={echarts} option={option} notMerge lazyUpdate style={{ height: mobile ? 260 : 300, width: '100%' }} />
    </div>
  );
}

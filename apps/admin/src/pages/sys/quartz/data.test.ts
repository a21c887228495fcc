import { describe, expect, it } from 'vitest';
import type { JobClassView, QuartzJobView } from '@zhiyuan/shared';
import { formValues, prettyJson, resultText } from './data';

describe('定时任务 form and log text', () => {
  it('fills a new job from its class defaults and an edit from the job, parameters indented', () => {
    const cls: JobClassView = {
      name: 'log.purge',
      title: '日志清理',
      description: '删除旧日志',
      defaultCron: '0 30 3 * * ?',
      defaultParameter: '{"keepDays":180}',
      taken: false,
    };
    expect(formValues(null, cls)).toMatchObject({
      jobClassName: 'log.purge',
      cronExpression: '0 30 3 * * ?',
      parameter: '{\n  "keepDays": 180\n}',
      misfirePolicy: 'skip',
    });
    const job = {
      id: '1',
      title: 'x',
      jobClassName: 'vip.expire',
      cronExpression: '0 * * * * ?',
      parameter: '',
      misfirePolicy: 'once',
      retryLimit: 2,
      retryDelay: 30,
      isRecordLog: false,
      description: '',
    } as QuartzJobView;
    expect(formValues(job)).toMatchObject({ id: '1', misfirePolicy: 'once', retryLimit: 2, isRecordLog: false, parameter: '' });
    expect(prettyJson('{not json')).toBe('{not json');
  });

  it('writes a result in the reader’s words, booleans as marks', () => {
    expect(resultText({ deleted: 3, ran: false }, (k) => ({ deleted: '删除', ran: '已执行' })[k] ?? k)).toBe('删除: 3，已执行: ✗');
    expect(resultText(null)).toBe('');
  });
});

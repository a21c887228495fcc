import { lazy, type ComponentType } from 'react';
import { componentKey } from './component-key';
import { HomePage } from './home';
import { ProfilePage } from './own-space';

/**
 * Page components by canonical component key (see component-key.ts). A menu page whose
 * component is not listed here shows the "coming in a later version" placeholder.
 */
const PAGES: Record<string, ComponentType> = {
  home: HomePage,
  'own-space': ProfilePage,
  'sys/user': lazy(() => import('./sys/user')),
  'sys/department': lazy(() => import('./sys/department')),
  'sys/role': lazy(() => import('./sys/role')),
  'sys/menu': lazy(() => import('./sys/menu')),
  'sys/dict': lazy(() => import('./sys/dict')),
  'sys/log': lazy(() => import('./sys/log')),
  'sys/message': lazy(() => import('./sys/message')),
  'sys/online': lazy(() => import('./sys/online')),
  'sys/setting': lazy(() => import('./sys/setting')),
  'sys/social': lazy(() => import('./sys/social')),
  'sys/stopword': lazy(() => import('./sys/stop-word')),
  'sys/oss': lazy(() => import('./sys/oss')),
  'sys/monitor': lazy(() => import('./sys/monitor')),
  'sys/actuator': lazy(() => import('./sys/actuator')),
  'sys/redis': lazy(() => import('./sys/redis')),
  'sys/quartz': lazy(() => import('./sys/quartz')),
  'app/file': lazy(() => import('./app/file')),
  'app/member': lazy(() => import('./app/member')),
  'open/client': lazy(() => import('./open/client')),
  'auto-chat/reply': lazy(() => import('./auto-chat/reply')),
  'auto-chat/setting': lazy(() => import('./auto-chat/setting')),
  'data/import': lazy(() => import('./data/import')),
  'data/institution': lazy(() => import('./data/institution')),
  'data/major': lazy(() => import('./data/major')),
  'data/admission': lazy(() => import('./data/admission')),
  'vip/card': lazy(() => import('./vip/card')),
  'vip/order': lazy(() => import('./vip/order')),
  'content/article': lazy(() => import('./content/article')),
  'content/question': lazy(() => import('./content/question')),
  'content/expert': lazy(() => import('./content/expert')),
  'content/course': lazy(() => import('./content/course')),
  'content/case': lazy(() => import('./content/case')),
  'content/pathway': lazy(() => import('./content/pathway')),
  'content/competition': lazy(() => import('./content/competition')),
  'content/condition': lazy(() => import('./content/condition')),
  'content/template': lazy(() => import('./content/template')),
  'content/autonomous': lazy(() => import('./content/autonomous')),
  'content/camp': lazy(() => import('./content/camp')),
  'content/samples': lazy(() => import('./content/samples')),
  'strong-base/school': lazy(() => import('./strong-base/school')),
  'strong-base/major': lazy(() => import('./strong-base/major')),
  'strong-base/score': lazy(() => import('./strong-base/score')),
  // Made by 代码生成 (issue 35) and committed as it came out.
  'demo-notice': lazy(() => import('./demo-notice')),
  'demo-region': lazy(() => import('./demo-region')),
  'activiti/category': lazy(() => import('./activiti/category')),
  'activiti/model': lazy(() => import('./activiti/model')),
  'activiti/process': lazy(() => import('./activiti/process')),
  'activiti/apply': lazy(() => import('./activiti/apply')),
  'activiti/todo': lazy(() => import('./activiti/todo')),
  'activiti/done': lazy(() => import('./activiti/done')),
  'activiti/history': lazy(() => import('./activiti/history')),
  'activiti/leave': lazy(() => import('./activiti/leave')),
  'generator/table': lazy(() => import('./generator/table')),
  'generator/tree': lazy(() => import('./generator/tree')),
};

export function pageFor(component: string | null | undefined): ComponentType | undefined {
  return component ? PAGES[componentKey(component)] : undefined;
}

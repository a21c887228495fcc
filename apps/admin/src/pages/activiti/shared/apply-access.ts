import { hasButton, useAccess, useResolvedMenu } from '../../../access';
import { componentKey } from '../../component-key';

/** The page whose buttons grant applying (act:apply:add / enable / disable / delete). */
export const APPLY_PAGE = 'activiti/apply';

/**
 * Whether the user may do an act:apply:* action here. The buttons hang under 我的申请 in the
 * menu, so a page without them (请假申请) asks that page's grants as well as its own.
 */
export function useApplyAccess(): (code: string) => boolean {
  const access = useAccess();
  const menu = useResolvedMenu();
  const applyPage = menu.pages.find((p) => p.component && componentKey(p.component) === APPLY_PAGE);
  return (code) => access.can(code) || hasButton(applyPage, code);
}

import { describe, expect, it } from 'vitest';
import { XBOOT_PAGE_COMPONENTS } from '@zhiyuan/shared/menu-components';
import { componentKey } from './component-key';
import { pageFor } from './registry';

describe("component keys (issue 28: the menu switched to XBoot's client still opens our pages)", () => {
  it('leads every XBoot view of the switch to the same page as our own key', () => {
    for (const [ours, xboot] of Object.entries(XBOOT_PAGE_COMPONENTS)) {
      expect(componentKey(xboot), xboot).toBe(componentKey(ours));
      expect(pageFor(xboot), xboot).toBe(pageFor(ours));
    }
  });

  it('finds a page for every XBoot view our admin has a screen for', () => {
    expect(pageFor('sys/user-manage/userManage')).toBeDefined();
    expect(pageFor('sys/oss-manage/ossManage')).toBeDefined();
    expect(pageFor('auto-chat/setting/setting')).toBeDefined();
    expect(pageFor('Main')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { topicTarget } from '../../components/pathways/logic.ts';
import { DESKTOP_CHILDREN, MOBILE_CHILDREN } from '../../routeTable.ts';
import { MOBILE_TOPICS } from './topics.ts';

describe('menuDetail/<name> on a phone', () => {
  it('opens every desktop page in a phone form, inside menuDetail or at its own phone route: no topic is left waiting', () => {
    const desktop = DESKTOP_CHILDREN.map((r) => r.name);
    const phoneRoutes = MOBILE_CHILDREN.filter((r) => r.path === r.name && r.name !== 'menuDetail').map((r) => r.name);
    const waiting = desktop.filter((name) => topicTarget(name, MOBILE_TOPICS, desktop, phoneRoutes) === 'comingSoon');
    expect(waiting).toEqual([]);
    expect(topicTarget('course', MOBILE_TOPICS, desktop, phoneRoutes)).toBe('phoneRoute');
    expect(topicTarget('test', MOBILE_TOPICS, desktop, phoneRoutes)).toBe('page');
  });
});

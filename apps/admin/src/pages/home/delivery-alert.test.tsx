import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../locales';
import type { HealthStatus } from '../../services/system';
import { getHealth } from '../../services/system';
import { useSession } from '../../stores/session';
import { node, sampleMenu } from '../../test/menu-fixture';
import { DeliveryAlert } from './delivery-alert';

vi.mock('../../services/system', () => ({ getHealth: vi.fn() }));

const health = (sms: HealthStatus['delivery']['sms'], email: HealthStatus['delivery']['email']): HealthStatus => ({
  status: 'up',
  database: 'pglite',
  sharedState: 'memory',
  dataMode: 'demo',
  uptimeSeconds: 5,
  delivery: { sms, email },
  codesToOutbox: sms === 'outbox' || email === 'outbox',
});

/** The seeded menu plus 系统配置 (what holders of sys:setting:view get). */
const withSettings = () => {
  const menu = sampleMenu();
  menu[0].children[1].children.push(
    node({ title: '系统配置', name: 'setting', path: '/sys/setting', component: 'sys/setting', level: 2, permTypes: ['edit'] }),
  );
  return menu;
};

const renderAlert = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/home']}>
        <DeliveryAlert />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('admin home: codes going to the outbox', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.mocked(getHealth).mockReset();
  });
  afterEach(cleanup);

  it('warns a holder of the settings page, naming the channels, with a link to 系统配置', async () => {
    vi.mocked(getHealth).mockResolvedValue(health('outbox', 'outbox'));
    useSession.setState({ token: 't', roles: ['ROLE_ADMIN'], menus: withSettings() });
    renderAlert();
    const alert = await screen.findByTestId('outbox-alert');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toContain('验证码目前不会发给用户');
    expect(alert.querySelector('.ant-alert-description')!.textContent.startsWith('短信和邮件验证码只保存在')).toBe(true);
    expect(screen.getByRole('link', { name: '前往系统配置' }).getAttribute('href')).toBe('/sys/setting');
  });

  it('names only the channel still on the outbox', async () => {
    vi.mocked(getHealth).mockResolvedValue(health('provider', 'outbox'));
    useSession.setState({ token: 't', roles: ['ROLE_ADMIN'], menus: withSettings() });
    renderAlert();
    const description = (await screen.findByTestId('outbox-alert')).querySelector('.ant-alert-description')!.textContent;
    expect(description.startsWith('邮件验证码只保存在')).toBe(true);
  });

  it('says nothing once providers are set, or with none (production before setup)', async () => {
    for (const [sms, email] of [
      ['provider', 'provider'],
      ['none', 'none'],
    ] as const) {
      vi.mocked(getHealth).mockResolvedValue(health(sms, email));
      useSession.setState({ token: 't', roles: ['ROLE_ADMIN'], menus: withSettings() });
      renderAlert();
      await waitFor(() => expect(getHealth).toHaveBeenCalled());
      await new Promise((r) => setTimeout(r, 20));
      expect(screen.queryByTestId('outbox-alert')).toBeNull();
      cleanup();
      vi.mocked(getHealth).mockClear();
    }
  });

  it('shows nothing to an admin without the settings page, and does not ask', async () => {
    vi.mocked(getHealth).mockResolvedValue(health('outbox', 'outbox'));
    useSession.setState({ token: 't', roles: ['ROLE_EDITOR'], menus: sampleMenu() });
    renderAlert();
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId('outbox-alert')).toBeNull();
    expect(getHealth).not.toHaveBeenCalled();
  });
});

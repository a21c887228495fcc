import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../locales';
import { configureHttp } from './http';
import { editRolePermissions } from './role';

describe('role service', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ success: true, code: 200, message: 'ok', timestamp: 0, result: null }), {
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    configureHttp({ notify: vi.fn(), onUnauthorized: vi.fn() });
  });
  afterEach(() => vi.unstubAllGlobals());

  // The server test "saves both trees as our admin's drawer sends them" posts this exact body.
  it('saves the permission drawer as one form post of both trees (scope=all)', async () => {
    await editRolePermissions('11', ['21', '22', '31'], 'all');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/role/editRolePerm');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('roleId=11&permIds=21%2C22%2C31&scope=all');
  });

  it('sends an empty permIds= when nothing is ticked, never leaves the key out', async () => {
    await editRolePermissions('11', [], 'all');
    expect(fetchMock.mock.calls[0][1].body).toBe('roleId=11&permIds=&scope=all');
  });
});

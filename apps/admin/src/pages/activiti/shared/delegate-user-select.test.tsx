import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../locales';
import { searchDelegateUsers } from '../../../services/workflow';
import { DelegateUserSelect, userLabel } from './delegate-user-select';

vi.mock('../../../services/workflow', () => ({
  searchDelegateUsers: vi.fn(async (key: string) => [
    { id: 'u1', username: `${key}1`, nickname: '李四' },
    { id: 'u2', username: `${key}2`, nickname: '' },
  ]),
}));

describe('the delegate user select', () => {
  afterEach(cleanup);

  it('reads a user as 昵称（用户名）, or the username alone', () => {
    expect(userLabel({ username: 'lisi', nickname: '李四' })).toBe('李四（lisi）');
    expect(userLabel({ username: 'lisi', nickname: 'lisi' })).toBe('lisi');
    expect(userLabel({ username: 'lisi', nickname: '' })).toBe('lisi');
  });

  it('searches /actTask/searchUser once the typing stops and hands back the chosen id', async () => {
    const onChange = vi.fn();
    render(<DelegateUserSelect onChange={onChange} />);
    const input = screen.getByTestId('act-delegate-user').querySelector('input')!;
    fireEvent.mouseDown(screen.getByTestId('act-delegate-user').querySelector('.ant-select-selector')!);
    fireEvent.change(input, { target: { value: 'l' } });
    fireEvent.change(input, { target: { value: 'li' } });
    fireEvent.change(input, { target: { value: 'lis' } });
    const option = await screen.findByTestId('act-delegate-user-option-lis1', {}, { timeout: 2000 });
    expect(searchDelegateUsers).toHaveBeenCalledTimes(1);
    expect(searchDelegateUsers).toHaveBeenCalledWith('lis');
    fireEvent.click(option);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('u1'));
  });
});

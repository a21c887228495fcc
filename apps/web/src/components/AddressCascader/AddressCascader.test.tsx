import { buildRegionData } from '@zhiyuan/shared/regions-node';
import { createRegionSource, type RegionOption, type RegionTree, type TownChunk } from '@zhiyuan/shared/regions';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddressCascader } from './index.ts';

afterEach(cleanup);

const tree: RegionTree = [
  [
    '110000',
    '北京市',
    [
      [
        '110100',
        '市辖区',
        [
          ['110101', '东城区'],
          ['110102', '西城区'],
        ],
      ],
    ],
  ],
  [
    '440000',
    '广东省',
    [
      ['440100', '广州市', [['440103', '荔湾区']]],
      [
        '440300',
        '深圳市',
        [
          ['440303', '罗湖区'],
          ['440305', '南山区'],
        ],
      ],
    ],
  ],
  [
    '500000',
    '重庆市',
    [
      ['500100', '市辖区', [['500101', '万州区']]],
      ['500200', '县', [['500229', '城口县']]],
    ],
  ],
  ['810000', '香港特别行政区', [['810100', '香港岛', [['810101', '中西区']]]]],
];
const towns: Record<string, TownChunk> = {
  '110000': { '110101': [['110101001', '东华门街道']], '110102': [['110102001', '西长安街街道']] },
  '440000': {
    '440103': [['440103001', '沙面街道']],
    '440303': [['440303001', '桂园街道']],
    '440305': [
      ['440305001', '南头街道'],
      ['440305007', '粤海街道'],
    ],
  },
};

/** A source whose township chunks arrive when the test says so. */
function deferredSource() {
  const release = new Map<string, () => void>();
  const source = createRegionSource(
    tree,
    Object.fromEntries(
      Object.entries(towns).map(([province, chunk]) => [province, () => new Promise<TownChunk>((resolve) => release.set(province, () => resolve(chunk)))]),
    ),
  );
  return {
    source,
    release: async (province: string) => {
      await waitFor(() => expect(release.has(province)).toBe(true));
      await act(async () => release.get(province)!());
    },
  };
}

const instantSource = () => createRegionSource(tree, Object.fromEntries(Object.entries(towns).map(([p, chunk]) => [p, async () => chunk])));

const selects = () => screen.getAllByRole('combobox');
const placeholders = () => [...document.querySelectorAll('.ant-select-selection-placeholder')].map((node) => node.textContent);
const shownValues = () => [...document.querySelectorAll('.ant-select')].map((node) => node.querySelector('.ant-select-selection-item')?.textContent ?? null);

/** Opens the select of a level and clicks an option, as a user would. */
async function pick(depth: number, name: string, search = false) {
  const input = selects()[depth];
  fireEvent.mouseDown(input);
  if (search) fireEvent.change(input, { target: { value: name } });
  const option = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${name}"]`);
    expect(found, `option ${name}`).not.toBeNull();
    return found!;
  });
  fireEvent.click(option);
}

const lastCall = (onChange: ReturnType<typeof vi.fn>) => onChange.mock.calls.at(-1);

describe('AddressCascader', () => {
  it.each([
    [0, ['请选择省']],
    [1, ['请选择省', '请选择市']],
    [2, ['请选择省', '请选择市', '请选择县区']],
    [3, ['请选择省', '请选择市', '请选择县区', '请选择乡镇街']],
  ] as const)('shows level + 1 selects with their placeholders at level %i', (level, expected) => {
    render(<AddressCascader level={level} source={instantSource()} />);
    expect(selects()).toHaveLength(level + 1);
    expect(placeholders()).toEqual(expected);
  });

  it('splits 24 columns between the levels, one per row on phones, with a gutter of 10', () => {
    const { container, rerender } = render(<AddressCascader level={2} source={instantSource()} />);
    const cols = container.querySelectorAll('.ant-col');
    expect(cols).toHaveLength(3);
    expect([...cols].every((col) => col.classList.contains('ant-col-sm-8') && col.classList.contains('ant-col-xs-24'))).toBe(true);
    const row = container.querySelector<HTMLElement>('.ant-row')!;
    expect(row.style.marginLeft).toBe('-5px');

    rerender(<AddressCascader level={1} vertical gutter={16} source={instantSource()} />);
    const stacked = container.querySelectorAll('.ant-col');
    expect([...stacked].every((col) => col.classList.contains('ant-col-sm-24'))).toBe(true);
    expect(container.querySelector<HTMLElement>('.ant-row')!.style.marginLeft).toBe('-8px');
  });

  it('speaks English when react-i18next is on en-US', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en-US', resources: {} });
    render(
      <I18nextProvider i18n={i18n}>
        <AddressCascader level={3} source={instantSource()} showSearch />
      </I18nextProvider>,
    );
    expect(placeholders()).toEqual(['Select province', 'Select city', 'Select district', 'Select township']);
    await act(() => i18n.changeLanguage('zh-CN'));
    expect(placeholders()[0]).toBe('请选择省');
  });

  it('shows the not-found text when a search matches nothing', async () => {
    render(<AddressCascader level={1} source={instantSource()} showSearch />);
    fireEvent.mouseDown(selects()[0]);
    fireEvent.change(selects()[0], { target: { value: '火星' } });
    expect(await screen.findByText('无匹配省')).toBeTruthy();
  });

  describe('emits at each level change, shaped by dataType', () => {
    it("emits {code, name} per level with 'all'", async () => {
      const onChange = vi.fn();
      render(<AddressCascader level={2} source={instantSource()} onChange={onChange} />);
      await pick(0, '广东省');
      expect(lastCall(onChange)?.[0]).toEqual([{ code: '440000', name: '广东省' }]);
      await pick(1, '深圳市');
      await pick(2, '南山区');
      expect(onChange).toHaveBeenCalledTimes(3);
      expect(lastCall(onChange)?.[0]).toEqual([
        { code: '440000', name: '广东省' },
        { code: '440300', name: '深圳市' },
        { code: '440305', name: '南山区' },
      ]);
    });

    it("emits codes with 'code'", async () => {
      const onChange = vi.fn();
      render(<AddressCascader level={2} dataType="code" source={instantSource()} onChange={onChange} />);
      await pick(0, '广东省');
      await pick(1, '深圳市');
      expect(lastCall(onChange)?.[0]).toEqual(['440000', '440300']);
    });

    it("emits names with 'name', and both in the second argument", async () => {
      const onChange = vi.fn<(value: string[], selected: RegionOption[]) => void>();
      render(<AddressCascader level={1} dataType="name" source={instantSource()} onChange={onChange} />);
      await pick(0, '广东省');
      await pick(1, '广州市');
      expect(onChange.mock.calls.at(-1)).toEqual([
        ['广东省', '广州市'],
        [
          { code: '440000', name: '广东省' },
          { code: '440100', name: '广州市' },
        ],
      ]);
    });

    it('clears the levels below a changed one', async () => {
      const onChange = vi.fn();
      render(<AddressCascader level={2} dataType="name" source={instantSource()} onChange={onChange} />);
      await pick(0, '广东省');
      await pick(1, '深圳市');
      await pick(2, '南山区');
      await pick(1, '广州市');
      expect(lastCall(onChange)?.[0]).toEqual(['广东省', '广州市']);
      expect(shownValues()).toEqual(['广东省', '广州市', null]);
    });
  });

  describe('市辖区', () => {
    it('selects 市辖区 by itself under 北京市 and moves on to the districts', async () => {
      const onChange = vi.fn();
      render(<AddressCascader level={2} dataType="name" source={instantSource()} onChange={onChange} />);
      await pick(0, '北京市');
      expect(lastCall(onChange)?.[0]).toEqual(['北京市', '市辖区']);
      expect(shownValues()).toEqual(['北京市', '市辖区', null]);
      await pick(2, '西城区');
      expect(lastCall(onChange)?.[0]).toEqual(['北京市', '市辖区', '西城区']);
    });

    it('leaves 重庆市 (市辖区 or 县) to the user', async () => {
      const onChange = vi.fn();
      render(<AddressCascader level={2} dataType="name" source={instantSource()} onChange={onChange} />);
      await pick(0, '重庆市');
      expect(lastCall(onChange)?.[0]).toEqual(['重庆市']);
      expect(shownValues()).toEqual(['重庆市', null, null]);
    });

    it('stops at the province when only the province is asked for', async () => {
      const onChange = vi.fn();
      render(<AddressCascader level={0} dataType="name" source={instantSource()} onChange={onChange} />);
      await pick(0, '北京市');
      expect(lastCall(onChange)?.[0]).toEqual(['北京市']);
    });
  });

  describe('auto', () => {
    it('fills the full depth with the first child at each level, townships included', async () => {
      const { source, release } = deferredSource();
      const onChange = vi.fn();
      render(<AddressCascader level={3} dataType="code" auto source={source} onChange={onChange} />);
      await pick(0, '广东省');
      // The full depth needs the township chunk: nothing is emitted until it arrives.
      expect(onChange).not.toHaveBeenCalled();
      await release('440000');
      await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
      expect(onChange.mock.calls[0][0]).toEqual(['440000', '440100', '440103', '440103001']);
      expect(shownValues()).toEqual(['广东省', '广州市', '荔湾区', '沙面街道']);

      await pick(1, '深圳市');
      expect(lastCall(onChange)?.[0]).toEqual(['440000', '440300', '440303', '440303001']);
    });

    it('stops where the data ends (香港 has no townships)', async () => {
      const onChange = vi.fn();
      render(<AddressCascader level={3} dataType="name" auto source={instantSource()} onChange={onChange} />);
      await pick(0, '香港特别行政区');
      await waitFor(() => expect(onChange).toHaveBeenCalled());
      expect(lastCall(onChange)?.[0]).toEqual(['香港特别行政区', '香港岛', '中西区']);
    });

    it('fills only down to the requested level', async () => {
      const onChange = vi.fn();
      render(<AddressCascader level={1} dataType="name" auto source={instantSource()} onChange={onChange} />);
      await pick(0, '广东省');
      expect(lastCall(onChange)?.[0]).toEqual(['广东省', '广州市']);
    });
  });

  it('loads townships lazily and shows a spinner meanwhile', async () => {
    const { source, release } = deferredSource();
    render(<AddressCascader level={3} source={source} />);
    await pick(0, '广东省');
    await pick(1, '深圳市');
    await pick(2, '南山区');
    const townSelect = document.querySelectorAll('.ant-select')[3];
    expect(townSelect.querySelector('.ant-select-arrow-loading')).not.toBeNull();
    await release('440000');
    await waitFor(() => expect(townSelect.querySelector('.ant-select-arrow-loading')).toBeNull());
    await pick(3, '粤海街道');
    expect(shownValues()).toEqual(['广东省', '深圳市', '南山区', '粤海街道']);
  });

  it('shows a given value, by codes or by names, and follows it when it changes', async () => {
    const source = instantSource();
    const { rerender } = render(<AddressCascader level={3} source={source} value={['440000', '440300', '440305', '440305007']} />);
    await waitFor(() => expect(shownValues()).toEqual(['广东省', '深圳市', '南山区', '粤海街道']));
    rerender(<AddressCascader level={3} source={source} value={['北京市', '市辖区', '东城区']} />);
    await waitFor(() => expect(shownValues()).toEqual(['北京市', '市辖区', '东城区', null]));
  });

  it('rejects a level outside 0-3 and an unknown dataType', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<AddressCascader level={4 as never} source={instantSource()} />)).toThrow(/level must be 0, 1, 2 or 3/);
    expect(() => render(<AddressCascader dataType={'id' as never} source={instantSource()} />)).toThrow(/dataType must be 'all'/);
    vi.mocked(console.error).mockRestore();
  });
});

describe('AddressCascader on the real region table', () => {
  it('reads the built-in table of 34 units from virtual:region-tree when no source is given', async () => {
    render(<AddressCascader level={1} showSearch />);
    await waitFor(() => expect(selects()[0].closest('.ant-select')?.classList.contains('ant-select-disabled')).toBe(false));
    await pick(0, '澳门特别行政区', true);
    expect(shownValues()).toEqual(['澳门特别行政区', null]);
    const { regionTree } = await import('virtual:region-tree');
    expect(regionTree).toHaveLength(34);
  });

  it('walks 北京市 down to a township with auto', async () => {
    const { tree: realTree, towns: realTowns } = buildRegionData();
    const source = createRegionSource(realTree, Object.fromEntries([...realTowns].map(([province, chunk]) => [province, async () => chunk])));
    const onChange = vi.fn();
    render(<AddressCascader level={3} auto source={source} onChange={onChange} showSearch />);
    await pick(0, '北京市', true);
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(lastCall(onChange)?.[0]).toEqual([
      { code: '110000', name: '北京市' },
      { code: '110100', name: '市辖区' },
      { code: '110101', name: '东城区' },
      { code: '110101001', name: '东华门街道' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import '../i18n/index.ts';
import { DeviceContext } from '../device.ts';
import { DemoBanner } from './DemoBanner.tsx';

describe('demo-data banner', () => {
  it('says nothing for real data', () => {
    const { container } = render(<DemoBanner data={[{ dataMode: 'real' }, null]} />);
    expect(container.textContent).toBe('');
  });

  it('says plainly that demo numbers are not real admission data, on desktop and phone', () => {
    for (const device of ['desktop', 'mobile'] as const) {
      const { unmount } = render(
        <DeviceContext.Provider value={device}>
          <DemoBanner data={[{ dataMode: 'real' }, { dataMode: 'demo' }]} />
        </DeviceContext.Provider>,
      );
      const banner = screen.getByTestId('demo-banner');
      expect(banner.textContent).toContain('演示数据');
      expect(banner.textContent).toContain('不是真实的录取数据');
      unmount();
    }
  });

  it('can be told directly', () => {
    render(<DemoBanner demo />);
    expect(screen.getByTestId('demo-banner')).toBeTruthy();
  });
});

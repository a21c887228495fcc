import { describe, expect, it } from 'vitest';
import { detectDevice } from './device.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

describe('device type', () => {
  it('gives phones the mobile layout whatever the width', () => {
    expect(detectDevice({ userAgent: IPHONE, width: 1024 })).toBe('mobile');
    expect(detectDevice({ userAgent: ANDROID, width: 412 })).toBe('mobile');
  });

  it('decides desktops and tablets by width', () => {
    expect(detectDevice({ userAgent: DESKTOP, width: 1440 })).toBe('desktop');
    expect(detectDevice({ userAgent: DESKTOP, width: 390 })).toBe('mobile');
    expect(detectDevice({ userAgent: DESKTOP, width: 768 })).toBe('desktop');
    expect(detectDevice({ userAgent: IPAD, width: 1024 })).toBe('desktop');
    expect(detectDevice({ userAgent: IPAD, width: 700 })).toBe('mobile');
  });
});

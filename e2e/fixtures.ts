/** Files the cases upload, made at run time (no data file committed). */
import sharp from 'sharp';

/**
 * A small real PNG of vertical stripes `stripe` px wide in two colours, so an upload is sniffed as
 * an image by its content.
 */
export function stripesPng({ width = 120, height = 60, stripe = 20 } = {}): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) raw.set(Math.floor(x / stripe) % 2 ? [29, 95, 224] : [15, 181, 166], (y * width + x) * 3);
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import svgCaptchaModule from 'svg-captcha';

// The package's root export renders a given text; its typings only declare the named helpers.
const renderSvg = svgCaptchaModule as unknown as (text: string, options: Record<string, unknown>) => string;

/** The picture as the forms show it (CSS height 34 px), drawn at twice that for sharp screens. */
const WIDTH = 116;
const HEIGHT = 36;
const SCALE = 2;
const CHANNELS = 4;

const between = (min: number, max: number) => min + (randomInt(0, 1_000_001) / 1_000_000) * (max - min);

/**
 * Bends the picture along two random sine waves, so the glyphs lose the exact shapes a
 * template would match; sharp has no displacement map, so this one loop stays here.
 */
function warp(src: Buffer, width: number, height: number): Buffer {
  const out = Buffer.alloc(src.length, 255);
  const [ax, ay] = [between(2, 4) * SCALE, between(1, 2) * SCALE];
  const [fx, fy] = [between(0.03, 0.06) / SCALE, between(0.05, 0.09) / SCALE];
  const [px, py] = [between(0, 2 * Math.PI), between(0, 2 * Math.PI)];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const sx = Math.round(x + ax * Math.sin(y * fy + px));
      const sy = Math.round(y + ay * Math.sin(x * fx + py));
      if (sx < 0 || sy < 0 || sx >= width || sy >= height) continue;
      src.copy(out, (y * width + x) * CHANNELS, (sy * width + sx) * CHANNELS, (sy * width + sx + 1) * CHANNELS);
    }
  }
  return out;
}

/** Random dots over everything (svg-captcha already crosses the glyphs with two curves), drawn by sharp. */
function noiseLayer(width: number, height: number): Buffer {
  const colour = () => `rgb(${randomInt(60, 200)},${randomInt(60, 200)},${randomInt(60, 200)})`;
  const dots = Array.from(
    { length: 45 },
    () => `<circle cx="${randomInt(0, width)}" cy="${randomInt(0, height)}" r="${between(0.5, 1.1) * SCALE}" fill="${colour()}"/>`,
  );
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${dots.join('')}</svg>`);
}

/**
 * The captcha picture as a PNG. svg-captcha draws each glyph as one path whose commands name
 * the letter (a 20-line solver read them all), so its SVG is only an intermediate here: it is
 * rasterised, warped and speckled, and the answer carries pixels only.
 */
export async function captchaPng(code: string): Promise<Buffer> {
  // svg-captcha sets the glyphs low (descenders touch the edge): look 3 units lower to centre them.
  const svg = renderSvg(code, { width: WIDTH, height: HEIGHT, fontSize: 36, noise: 2 }).replace(
    `viewBox="0,0,${WIDTH},${HEIGHT}"`,
    `viewBox="0,3,${WIDTH},${HEIGHT}"`,
  );
  const { data, info } = await sharp(Buffer.from(svg), { density: 72 * SCALE })
    .flatten({ background: '#f5f7fa' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const bent = warp(data, info.width, info.height);
  return sharp(bent, { raw: { width: info.width, height: info.height, channels: CHANNELS } })
    .composite([{ input: noiseLayer(info.width, info.height) }])
    .removeAlpha()
    .png({ compressionLevel: 9 })
    .toBuffer();
}

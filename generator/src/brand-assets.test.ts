import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrandInput, brandSchema } from '@dating/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkBrandAssets } from './asset-check.js';
import { type AssetColours, makeBrandAssets } from './brand-assets.js';
import { CliError } from './errors.js';

const AMORA = { slug: 'amora', name: 'Amora', domain: 'amora.example', countries: ['NL'] };
const amora = (assets: NonNullable<BrandInput['assets']> = {}) =>
  brandSchema.parse({ ...AMORA, assets });

const LIGHT: AssetColours = {
  accent: '#b4235a',
  accentText: '#ffffff',
  header: '#ffffff',
  headerIsDark: false,
  background: '#faf7f8',
};

const svg = (width: number, height: number, body = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#b4235a"/>${body}</svg>`;

const raster = (width: number, height: number, format: 'png' | 'jpeg' | 'webp') =>
  sharp({ create: { width, height, channels: 3, background: '#b4235a' } })
    .toFormat(format)
    .toBuffer();

/** A site folder holding the given files below `assets/`. */
function siteWith(files: Record<string, string | Buffer>): string {
  const site = mkdtempSync(join(tmpdir(), 'brand-assets-'));
  mkdirSync(join(site, 'assets'));
  for (const [name, data] of Object.entries(files)) writeFileSync(join(site, 'assets', name), data);
  return site;
}

async function problemsOf(site: string, assets: NonNullable<BrandInput['assets']>) {
  try {
    await checkBrandAssets(site, amora(assets));
  } catch (error) {
    if (error instanceof CliError) return error.lines;
    throw error;
  }
  return [];
}

describe('the brand file’s assets', () => {
  it('are paths inside the site’s folder', () => {
    for (const path of ['../logo.svg', '/etc/passwd', 'assets/../../x.png', 'a b.png']) {
      expect(brandSchema.safeParse({ ...AMORA, assets: { logo: path } }).success, path).toBe(false);
    }
    expect(brandSchema.safeParse({ ...AMORA, assets: { logo: 'assets/logo.svg' } }).success).toBe(
      true,
    );
  });
});

describe('checkBrandAssets', () => {
  it('names every problem at once, with its field', async () => {
    const site = siteWith({
      'logo.jpg': await raster(400, 100, 'jpeg'),
      'tiny.png': await raster(20, 20, 'png'),
      'icon.png': await raster(600, 512, 'png'),
      'hero.webp': await raster(800, 600, 'webp'),
      'share.png': await raster(1200, 1200, 'png'),
      'film.mp4': 'not a film',
    });
    expect(
      await problemsOf(site, {
        logo: 'assets/logo.jpg',
        logo_dark: 'assets/tiny.png',
        icon: 'assets/icon.png',
        hero: 'assets/hero.webp',
        share_image: 'assets/share.png',
        lander_video: 'assets/film.mp4',
      }),
    ).toEqual([
      'assets.logo: assets/logo.jpg is jpeg; svg, png, webp are taken',
      'assets.logo_dark: assets/tiny.png is 20 x 20 pixels; at least 48 x 48 are needed',
      'assets.icon: assets/icon.png is 600 x 512; it must be square',
      'assets.hero: assets/hero.webp is 800 x 600 pixels; at least 1200 x 600 are needed',
      'assets.share_image: assets/share.png is 1200 x 1200; it must be between 1.5:1 and 2.5:1 (width to height)',
      'assets.lander_video: assets/film.mp4 is not an MP4 or WebM video',
    ]);
  });

  it('takes an SVG only as a self-contained drawing', async () => {
    const drawings = {
      'script.svg': svg(100, 40, '<script>alert(1)</script>'),
      'handler.svg': svg(100, 40, '<rect width="1" height="1" onclick="alert(1)"/>'),
      'link.svg': svg(
        100,
        40,
        '<image href="https://tracker.example/pixel.png" width="1" height="1"/>',
      ),
      'html.svg': svg(100, 40, '<foreignObject width="10" height="10"><p>hi</p></foreignObject>'),
      'import.svg': svg(100, 40, '<style>@import "https://fonts.example/a.css";</style>'),
      'fine.svg': svg(
        100,
        40,
        '<use href="#a"/><rect id="a" fill="url(#g)" width="1" height="1"/>',
      ),
    };
    const site = siteWith(drawings);
    for (const [name, reason] of [
      ['script.svg', 'a script (<script>)'],
      ['handler.svg', 'an event handler (on...=)'],
      ['link.svg', 'a link to another file'],
      ['html.svg', 'an embedded document (<foreignObject>)'],
      ['import.svg', 'a style sheet import (@import)'],
    ] as const) {
      expect(await problemsOf(site, { logo: `assets/${name}` })).toEqual([
        `assets.logo: assets/${name} has ${reason}; it must be a self-contained drawing`,
      ]);
    }
    expect(await problemsOf(site, { logo: 'assets/fine.svg' })).toEqual([]);
  });

  it('refuses a missing file, a file too large and a link out of the folder', async () => {
    const site = siteWith({ 'huge.jpg': Buffer.alloc(16 * 1024 * 1024) });
    const outside = mkdtempSync(join(tmpdir(), 'outside-'));
    writeFileSync(join(outside, 'logo.svg'), svg(100, 40));
    symlinkSync(join(outside, 'logo.svg'), join(site, 'assets', 'linked.svg'));
    expect(
      await problemsOf(site, {
        logo: 'assets/linked.svg',
        icon: 'assets/none.svg',
        hero: 'assets/huge.jpg',
      }),
    ).toEqual([
      "assets.logo: assets/linked.svg leads out of the site's folder",
      "assets.icon: assets/none.svg does not exist in the site's folder",
      'assets.hero: assets/huge.jpg is 16 MB; at most 15 MB',
    ]);
  });
});

describe('makeBrandAssets', () => {
  it('makes the logo, icons, hero, sharing image, video and manifest from the brand’s files', async () => {
    const mp4 = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypisom'),
      Buffer.alloc(64),
    ]);
    const site = siteWith({
      'logo.svg': svg(200, 50),
      'logo-dark.png': await raster(400, 100, 'png'),
      'icon.png': await raster(512, 512, 'png'),
      'hero.jpg': await raster(2000, 1250, 'jpeg'),
      'film.mp4': mp4,
    });
    const brand = amora({
      logo: 'assets/logo.svg',
      logo_dark: 'assets/logo-dark.png',
      icon: 'assets/icon.png',
      hero: 'assets/hero.jpg',
      lander_video: 'assets/film.mp4',
    });
    const checked = await checkBrandAssets(site, brand);
    const made = await makeBrandAssets(site, brand, LIGHT, checked);
    const file = (name: string) => join(site, 'public', name);

    // A light header shows the logo as it is, 40 px high, in its own shape.
    expect(made.assets.logo).toEqual({ src: '/brand/logo.svg', width: 160, height: 40 });
    expect(made.assets.hero?.sources.map((source) => source.srcSet)).toEqual([
      '/brand/hero-1920.avif 1920w, /brand/hero-1280.avif 1280w, /brand/hero-960.avif 960w, /brand/hero-640.avif 640w',
      '/brand/hero-1920.webp 1920w, /brand/hero-1280.webp 1280w, /brand/hero-960.webp 960w, /brand/hero-640.webp 640w',
    ]);
    expect(made.assets.hero).toMatchObject({
      src: '/brand/hero-960.webp',
      width: 2000,
      height: 1250,
    });
    expect(await sharp(file('brand/hero-640.avif')).metadata()).toMatchObject({
      format: 'heif',
      width: 640,
      height: 400,
    });
    expect(made.assets.video).toEqual({ src: '/brand/lander.mp4', type: 'video/mp4' });
    expect(readFileSync(file('brand/lander.mp4'))).toEqual(mp4);

    // The icon is a PNG: no favicon.svg; favicon.ico holds it at 32 px.
    expect(made.faviconSvg).toBe(false);
    const ico = readFileSync(file('favicon.ico'));
    expect([ico.readUInt16LE(2), ico.readUInt16LE(4), ico[6], ico.readUInt32LE(18)]).toEqual([
      1, 1, 32, 22,
    ]);
    expect(await sharp(ico.subarray(22)).metadata()).toMatchObject({ width: 32, height: 32 });
    for (const [name, size] of [
      ['brand/icon-192.png', 192],
      ['brand/icon-512.png', 512],
      ['brand/apple-touch-icon.png', 180],
    ] as const) {
      expect(await sharp(file(name)).metadata(), name).toMatchObject({ width: size, height: size });
    }
    expect(await sharp(file('brand/share.jpg')).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
    expect(JSON.parse(readFileSync(file('manifest.webmanifest'), 'utf8'))).toMatchObject({
      name: 'Amora',
      start_url: '/',
      icons: [
        { src: '/brand/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/brand/icon-512.png', sizes: '512x512', type: 'image/png' },
      ],
    });
    expect(made.files).toContain('public/brand/share.jpg');

    // A dark header takes the dark variant, made a WebP at twice the height.
    const dark = await makeBrandAssets(site, brand, { ...LIGHT, headerIsDark: true }, checked);
    expect(dark.assets.logo).toEqual({ src: '/brand/logo.webp', width: 160, height: 40 });
    expect(await sharp(file('brand/logo.webp')).metadata()).toMatchObject({ height: 80 });
  });

  it('gives a brand without files an icon from its initial and a sharing image', async () => {
    const site = siteWith({});
    const made = await makeBrandAssets(site, amora(), LIGHT, {});
    expect(made.assets).toEqual({ logo: null, hero: null, video: null });
    expect(made.faviconSvg).toBe(true);
    const icon = readFileSync(join(site, 'public', 'favicon.svg'), 'utf8');
    expect(icon).toContain('fill="#b4235a"');
    expect(icon).toContain('>A</text>');
    expect(await sharp(join(site, 'public', 'brand', 'share.jpg')).metadata()).toMatchObject({
      width: 1200,
      height: 630,
    });
  });

  it('keeps the files made from the same inputs and makes them anew when one changes', async () => {
    const site = siteWith({ 'hero.jpg': await raster(1400, 800, 'jpeg') });
    const brand = amora({ hero: 'assets/hero.jpg' });
    const hero = join(site, 'public', 'brand', 'hero-640.avif');
    await makeBrandAssets(site, brand, LIGHT, await checkBrandAssets(site, brand));
    const first = statSync(hero).mtimeMs;
    const again = await makeBrandAssets(site, brand, LIGHT, await checkBrandAssets(site, brand));
    expect(statSync(hero).mtimeMs).toBe(first);
    expect(again.files).toContain('public/brand/hero-640.avif');
    // Wider than 1280 px but not 1920: three widths.
    expect(again.assets.hero?.sources[0]?.srcSet.split(', ')).toHaveLength(3);

    writeFileSync(join(site, 'assets', 'hero.jpg'), await raster(1200, 800, 'jpeg'));
    const remade = await makeBrandAssets(site, brand, LIGHT, await checkBrandAssets(site, brand));
    expect(remade.assets.hero).toMatchObject({ width: 1200, height: 800 });
  });
});

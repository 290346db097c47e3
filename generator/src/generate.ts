import { existsSync } from 'node:fs';
import { copyFile, cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import {
  type Brand,
  type BrandInput,
  brandCompany,
  brandLanguages,
  brandSettings,
  brandTexts,
} from '@dating/contract';
import { NO_BRAND_ASSETS } from '@dating/contract/enums';
import { isDarkColor, loadTheme, themeColor, themeToCss } from '@dating/themes';
import {
  FONT_PATH,
  THEME_ASSETS_PATH,
  themeAssetsDir,
  themeFonts,
} from '@dating/themes/site-files';
import Handlebars from 'handlebars';
import { checkBrandAssets } from './asset-check.js';
import {
  type AssetColours,
  type MadeBrandAssets,
  makeBrandAssets,
  SHARE_IMAGE_PATH,
} from './brand-assets.js';
import { readBrandFile, validateBrand } from './brand-file.js';
import { CliError } from './errors.js';
import { formatJson } from './format-json.js';
import {
  PAGE_TEXTS_DIR,
  type PageModules,
  pageModules,
  readPageOverrides,
} from './page-overrides.js';
import { sitePaths, siteTemplatesDir } from './paths.js';
import { siteDescription } from './site-description.js';

/** What the templates of `templates/site/` are rendered with. */
export interface SiteTemplateData {
  brand: Brand;
  /** The settings baked into the site as defaults, pretty-printed JSON. */
  settingsJson: string;
  /** The company details baked into the site (legal pages, imprint), pretty-printed JSON. */
  companyJson: string;
  /** The operator's pages (`readPageOverrides`) as `pages.gen.ts`'s object (`pageModules`). */
  pagesSource: string;
  /** The brand theme's `--dt-*` variables. */
  themeCss: string;
  /** `@font-face` rules of the web fonts the theme names (empty for system fonts). */
  fontCss: string;
  /** URL of the main font file, preloaded by the page; null without web fonts. */
  fontPreload: string | null;
  colorScheme: 'light' | 'dark';
  lang: string;
  title: string;
  description: string;
  themeColor: string;
  /** What the brand's pages use of its own images (`assets.gen.ts`), pretty-printed JSON. */
  assetsJson: string;
  /** Whether the site has `/favicon.svg` (an icon drawn in SVG, the brand's or the generated one). */
  faviconSvg: boolean;
  /** The absolute URL of the image shown where a link to the site is shared. */
  shareImageUrl: string;
  languages: string[];
}

/** The theme's colours that the brand's generated images (icon, sharing image) are drawn in. */
function assetColours(brand: Brand): AssetColours {
  const theme = loadTheme(brand.theme);
  const header = themeColor(theme, 'nav-background');
  return {
    accent: themeColor(theme, 'accent'),
    accentText: themeColor(theme, 'accent-text'),
    header,
    headerIsDark: isDarkColor(header),
    background: themeColor(theme, 'background'),
  };
}

/** What a brand without images of its own has: the generated icon and sharing image. */
const WITHOUT_OWN_ASSETS: MadeBrandAssets = {
  assets: NO_BRAND_ASSETS,
  faviconSvg: true,
};

/**
 * Computes the template data of a brand: baked-in settings, the operator's pages (`pages.gen.ts`'s
 * object, `pageModules`), theme CSS, and what the pages use of the brand's images
 * (`makeBrandAssets`).
 */
export function siteTemplateData(
  brand: Brand,
  pagesSource: PageModules['source'] = '{}',
  made: MadeBrandAssets = WITHOUT_OWN_ASSETS,
): SiteTemplateData {
  const settings = brandSettings(brand, {
    push_public_key: '',
    geoip_country: null,
    geoip_selected_country: null,
  });
  const theme = loadTheme(brand.theme);
  const languages = brandLanguages(brand);
  const fonts = themeFonts(theme);
  const prefix = settings.domain_language.slice(0, 2);
  const lang = (languages as string[]).includes(prefix) ? prefix : (languages[0] ?? 'en');
  const texts = brandTexts(settings, lang);
  return {
    brand,
    settingsJson: JSON.stringify(settings, null, 2),
    companyJson: JSON.stringify(brandCompany(brand), null, 2),
    pagesSource,
    themeCss: themeToCss(theme).trimEnd(),
    fontCss: fonts.css,
    fontPreload: fonts.preload,
    colorScheme: isDarkColor(themeColor(theme, 'background')) ? 'dark' : 'light',
    lang,
    title: texts.index_title,
    description: siteDescription(settings, lang),
    themeColor: themeColor(theme, 'nav-background'),
    assetsJson: JSON.stringify(made.assets, null, 2),
    faviconSvg: made.faviconSvg,
    shareImageUrl: `https://${brand.domain}${SHARE_IMAGE_PATH}`,
    languages,
  };
}

async function templateFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.hbs'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** The output path of a template: `.hbs` dropped; `gitignore.hbs` becomes `.gitignore` (npm drops dotfiles). */
function outputName(templatePath: string): string {
  const name = templatePath.replace(/\.hbs$/, '');
  return name.replace(/(^|[\\/])gitignore$/, '$1.gitignore');
}

/**
 * Copies the theme's files into the site's public folder: its images (`/theme/hero.webp`) and the
 * web fonts it names (`/theme/fonts/*.woff2`).
 * @returns the copied files, relative to the site folder.
 */
async function copyThemeFiles(siteDir: string, themeName: string): Promise<string[]> {
  const publicDir = join(siteDir, 'public');
  const copied: string[] = [];
  const assets = themeAssetsDir(themeName);
  if (assets) {
    const target = join(publicDir, THEME_ASSETS_PATH);
    await cp(assets, target, { recursive: true });
    for (const name of (await readdir(assets)).sort()) {
      copied.push(relative(siteDir, join(target, name)));
    }
  }
  const fontsDir = join(publicDir, FONT_PATH);
  const { files } = themeFonts(loadTheme(themeName));
  if (files.length) await mkdir(fontsDir, { recursive: true });
  for (const file of files) {
    await copyFile(file.source, join(fontsDir, file.name));
    copied.push(relative(siteDir, join(fontsDir, file.name)));
  }
  return copied;
}

/**
 * Renders every template of `templates/site/` for a brand into its site folder (overwriting
 * earlier generated files; brand.json, `pages/` and `assets/` are never touched), with the
 * operator's versions of legal pages from `pages/`, makes the brand's images from `assets/`,
 * and copies the theme's fonts and images.
 * @returns the generated files, relative to the site folder.
 */
export async function generateSite(sitesDir: string, brand: Brand): Promise<string[]> {
  const { siteDir } = sitePaths(sitesDir, brand.slug);
  const pages = await readPageOverrides(siteDir, brand);
  const checked = await checkBrandAssets(siteDir, brand);
  const { files: assetFiles, ...made } = await makeBrandAssets(
    siteDir,
    brand,
    assetColours(brand),
    checked,
  );
  const texts = pageModules(pages);
  const data = siteTemplateData(brand, texts.source, made);
  const written: string[] = [...assetFiles, ...(await writePageTexts(siteDir, texts))];
  for (const template of await templateFiles(siteTemplatesDir)) {
    const target = join(siteDir, outputName(relative(siteTemplatesDir, template)));
    const render = Handlebars.compile(await readFile(template, 'utf8'), { strict: true });
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, render(data));
    written.push(relative(siteDir, target));
  }
  written.push(...(await copyThemeFiles(siteDir, brand.theme)));
  return written;
}

/**
 * Writes the texts of the operator's pages into `src/page-texts/`, replacing what an earlier run
 * wrote there (a page the operator removed leaves nothing behind).
 * @returns the written files, relative to the site folder.
 */
async function writePageTexts(siteDir: string, { files }: PageModules): Promise<string[]> {
  const dir = join(siteDir, 'src', PAGE_TEXTS_DIR);
  await rm(dir, { recursive: true, force: true });
  if (files.length) await mkdir(dir, { recursive: true });
  for (const file of files) await writeFile(join(dir, file.name), file.text);
  return files.map((file) => relative(siteDir, join(dir, file.name)));
}

/** Options of {@link createSite}. */
export interface CreateSiteOptions {
  sitesDir: string;
  slug: string;
  /** The brand object as written by the operator (validated here). */
  input: unknown;
  /** Replace an existing site's brand.json. */
  force?: boolean;
  /** Where the brand came from, for messages. */
  source?: string;
}

/**
 * `dating-sites new`: validates the brand, writes `sites/<slug>/brand.json` and generates the site.
 * A brand without a slug takes the command's slug; a different slug is refused, and so is an
 * existing site unless `force`.
 */
export async function createSite(
  options: CreateSiteOptions,
): Promise<{ brand: Brand; files: string[] }> {
  const { sitesDir, slug, source = 'brand file' } = options;
  const raw = options.input as Record<string, unknown> | null;
  const withSlug =
    raw && typeof raw === 'object' && !Array.isArray(raw) && raw.slug === undefined
      ? { slug, ...raw }
      : raw;
  const { brand, input } = validateBrand(withSlug, source);
  if (brand.slug !== slug) {
    throw new CliError(`The slug "${slug}" differs from the brand file's slug:`, [
      `slug: is "${brand.slug}" in ${source}; run \`dating-sites new ${brand.slug} --config ${source}\` or change the file`,
    ]);
  }
  const { brandFile } = sitePaths(sitesDir, slug);
  if (existsSync(brandFile) && !options.force) {
    throw new CliError(`Site "${slug}" already exists (${brandFile}); pass --force to replace it.`);
  }
  await mkdir(dirname(brandFile), { recursive: true });
  await writeFile(brandFile, formatJson(input as BrandInput));
  return { brand, files: ['brand.json', ...(await generateSite(sitesDir, brand))] };
}

/** Reads `sites/<slug>/brand.json` and regenerates the site's files from the templates. */
export async function regenerateSite(sitesDir: string, slug: string) {
  const { brandFile } = sitePaths(sitesDir, slug);
  if (!existsSync(brandFile)) {
    throw new CliError(
      `No site "${slug}": ${brandFile} does not exist (create it with \`dating-sites new\`).`,
    );
  }
  const { brand } = await readBrandFile(brandFile);
  if (brand.slug !== slug) {
    throw new CliError(`${brandFile} is not a valid brand file:`, [
      `slug: is "${brand.slug}" but the folder is "${slug}"`,
    ]);
  }
  return { brand, files: await generateSite(sitesDir, brand) };
}

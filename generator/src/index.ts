/**
 * @dating/generator: the JS API behind the `dating-sites` CLI. Brand files are validated by the
 * contract's brand schema; sites are rendered from `templates/site/` and built with Vite.
 */

// The suggestion helpers moved to the contract (the brand schema's messages use them).
export { closestMatch, editDistance } from '@dating/contract';
export {
  brandProblems,
  type LoadedBrand,
  parseJson,
  readBrandFile,
  validateBrand,
} from './brand-file.js';
export { type BuildSiteOptions, type BuiltSite, buildSite } from './build.js';
export { CliError } from './errors.js';
export {
  type CreateSiteOptions,
  createSite,
  generateSite,
  regenerateSite,
  type SiteTemplateData,
  siteTemplateData,
} from './generate.js';
export { defaultSitesDir, generatorDir, sitePaths } from './paths.js';
export { type CliOutput, createProgram, runCli } from './program.js';
export { apiProxy, type DevOptions, devSite, type ServeOptions, serveSites } from './serve.js';
export { listSites, type SiteEntry } from './sites.js';
export { resolveFromGenerator, type SiteViteOptions, siteViteConfig } from './vite-config.js';

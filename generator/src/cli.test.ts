import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatorDir } from './paths.js';
import { runCli } from './program.js';

// The first tests run the real `dating-sites` executable, the way an operator does; the rest run
// the same command line in-process (a spawn costs about a second).
const bin = join(generatorDir, 'bin', 'dating-sites.mjs');

const amoraText = `{ "slug": "amora", "name": "Amora", "domain": "amora.example", "domain_language": "nl-NL",
  "countries": ["NL", "BE"], "languages": ["nl", "fr", "en"], "theme": "classic",
  "fictional_icon": "🎭",
  "fictional_warning": { "nl": "Sommige profielen zijn fictief.", "fr": "Certains profils sont fictifs.", "en": "Some profiles are fictional." },
  "fictional_singular": { "nl": "fictief profiel", "fr": "profil fictif", "en": "fictional profile" },
  "fictional_plural": { "nl": "fictieve profielen", "fr": "profils fictifs", "en": "fictional profiles" },
  "support_email": "help@amora.example", "support_phone": "+31 20-123 45 67" }
`;

let work: string;

function cli(...args: string[]) {
  const result = spawnSync(process.execPath, [bin, ...args], {
    cwd: work,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Runs the command line in this process; paths must be absolute. */
async function run(...args: string[]) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const code = await runCli(['node', 'dating-sites', ...args], {
    log: (line) => stdout.push(line),
    error: (line) => stderr.push(line),
  });
  return { code, stdout: stdout.join('\n'), stderr: stderr.join('\n') };
}

const at = (file: string) => join(work, file);

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'dating-sites-cli-'));
  writeFileSync(join(work, 'amora.json'), amoraText);
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('dating-sites validate', () => {
  it('accepts the amora brand file as it is', () => {
    const { code, stdout } = cli('validate', 'amora.json');
    expect(code).toBe(0);
    expect(stdout).toContain('amora.json is valid: Amora (amora), theme classic');
  });

  it('warns, naming the brand, field and language, about a language without its own text', async () => {
    const partial = JSON.parse(amoraText);
    partial.fictional_singular = { nl: 'fictief profiel', en: 'fictional profile' };
    partial.index_title = 'Amora: daten';
    writeFileSync(join(work, 'partial.json'), JSON.stringify(partial));
    const { code, stderr } = await run('validate', at('partial.json'));
    expect(code).toBe(0);
    expect(stderr).toContain(
      'Warning: brand "amora": fictional_singular has no text of its own in fr; members reading it see "fictief profiel".',
    );
    expect(stderr).toContain(
      'Warning: brand "amora": index_title has no text of its own in fr, en;',
    );
    expect(stderr).not.toContain('fictional_plural');
  });

  it('exits non-zero naming each wrong field and the reason', () => {
    const wrong = JSON.parse(amoraText);
    wrong.languages = ['nl', 'klingon'];
    wrong.support_emial = wrong.support_email;
    delete wrong.support_email;
    writeFileSync(join(work, 'wrong.json'), JSON.stringify(wrong));
    const { code, stderr } = cli('validate', 'wrong.json');
    expect(code).not.toBe(0);
    expect(stderr).toMatch(/^ {2}languages\[1\]: "klingon" is not one of "en", /m);
    expect(stderr).toContain('support_emial: unknown field (did you mean "support_email"?)');
  });

  it('gives the line and column of invalid JSON', async () => {
    writeFileSync(join(work, 'broken.json'), '{\n  "slug": "amora",\n  "name": "Amora",\n}\n');
    const { code, stderr } = await run('validate', at('broken.json'));
    expect(code).not.toBe(0);
    expect(stderr).toMatch(/broken\.json is not valid JSON \(line 4, column 1\)/);
  });

  it('reports a missing file', async () => {
    const { code, stderr } = await run('validate', at('missing.json'));
    expect(code).not.toBe(0);
    expect(stderr).toContain('missing.json: no such file');
  });
});

describe('dating-sites new and list', () => {
  it('creates the site folder with brand.json and the generated files', () => {
    const { code, stdout, stderr } = cli('new', 'amora', '--config', 'amora.json');
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain('Created Amora in sites/amora');
    const site = join(work, 'sites', 'amora');
    expect(JSON.parse(readFileSync(join(site, 'brand.json'), 'utf8'))).toEqual(
      JSON.parse(amoraText),
    );
    const html = readFileSync(join(site, 'index.html'), 'utf8');
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('<title>Amora</title>');
    expect(readFileSync(join(site, 'src', 'theme.gen.css'), 'utf8')).toContain(
      '--dt-color-accent: #b4235a;',
    );
    const settings = readFileSync(join(site, 'src', 'settings.gen.ts'), 'utf8');
    expect(settings).toContain('"support_email": "help@amora.example"');
    expect(settings).toContain('"push_public_key": ""');
    expect(readFileSync(join(site, 'src', 'main.tsx'), 'utf8')).toContain(
      'startSite({ element, defaults, company, pages, assets })',
    );
    // Without a pages/ folder, the site has the product's legal pages only.
    expect(readFileSync(join(site, 'src', 'pages.gen.ts'), 'utf8')).toContain(
      'export const pages: PageOverrides = {};',
    );
    // Without assets/, the brand's initial is its icon and its logo is drawn by the site.
    expect(readFileSync(join(site, 'public', 'favicon.svg'), 'utf8')).toContain('>A</text>');
    expect(readFileSync(join(site, 'src', 'assets.gen.ts'), 'utf8')).toContain('"logo": null');
    expect(readdirSync(site)).toContain('.gitignore');
  });

  it('refuses to overwrite an existing site without --force', async () => {
    const { code, stderr } = await run(
      'new',
      'amora',
      '-c',
      at('amora.json'),
      '--sites-dir',
      at('sites'),
    );
    expect(code).not.toBe(0);
    expect(stderr).toContain('already exists');
    const forced = await run(
      'new',
      'amora',
      '-c',
      at('amora.json'),
      '--sites-dir',
      at('sites'),
      '-f',
    );
    expect(forced.code).toBe(0);
  });

  it('refuses a slug that differs from the file', async () => {
    const { code, stderr } = await run(
      'new',
      'amore',
      '-c',
      at('amora.json'),
      '--sites-dir',
      at('sites'),
    );
    expect(code).not.toBe(0);
    expect(stderr).toContain(`slug: is "amora" in ${at('amora.json')}`);
    expect(existsSync(join(work, 'sites', 'amore'))).toBe(false);
  });

  it('writes nothing for an invalid brand file', async () => {
    writeFileSync(join(work, 'bad.json'), JSON.stringify({ slug: 'bad', name: 'Bad' }));
    const { code, stderr } = await run(
      'new',
      'bad',
      '-c',
      at('bad.json'),
      '--sites-dir',
      at('sites'),
    );
    expect(code).not.toBe(0);
    expect(stderr).toMatch(/^ {2}domain: /m);
    expect(stderr).toMatch(/^ {2}countries: /m);
    expect(existsSync(join(work, 'sites', 'bad'))).toBe(false);
  });

  it('lists the sites of --sites-dir', async () => {
    const { code, stdout } = await run('list', '--sites-dir', at('sites'));
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /^amora {2}Amora {2}amora\.example {2}theme classic .*languages nl,fr,en {2}not built$/m,
    );
  });

  it('lists the demo brands of the repository, covering all seven languages', async () => {
    const { code, stdout } = await run('list', '--sites-dir', join(generatorDir, '..', 'sites'));
    expect(code).toBe(0);
    const languages = new Set(
      [...stdout.matchAll(/languages (\S+)/g)].flatMap((match) => match[1]?.split(',') ?? []),
    );
    expect([...languages].sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'nl', 'pl']);
    expect(new Set([...stdout.matchAll(/theme (\S+)/g)].map((match) => match[1])).size).toBe(3);
  });

  it('asks for a slug or --all when building', async () => {
    const { code, stderr } = await run('build', '--sites-dir', at('sites'));
    expect(code).not.toBe(0);
    expect(stderr).toContain('Name one site to build, or pass --all.');
  });
});

describe('usage errors', () => {
  it('exits non-zero for a missing --config, with the usage', async () => {
    const { code, stderr } = await run('new', 'amora');
    expect(code).not.toBe(0);
    expect(stderr).toContain("required option '-c, --config <brand.json>' not specified");
  });

  it('exits non-zero for an unknown command', async () => {
    const { code, stderr } = await run('deploy');
    expect(code).not.toBe(0);
    expect(stderr).toContain("unknown command 'deploy'");
  });

  it('reports an invalid site in list and exits non-zero', async () => {
    const sites = at('broken-sites');
    mkdirSync(join(sites, 'typo'), { recursive: true });
    const brand = {
      slug: 'typo',
      name: 'Typo',
      domain: 'typo.example',
      countries: ['NL'],
      them: 'x',
    };
    writeFileSync(join(sites, 'typo', 'brand.json'), JSON.stringify(brand));
    const { code, stdout } = await run('list', '--sites-dir', sites);
    expect(code).not.toBe(0);
    expect(stdout).toContain('typo  INVALID: them: unknown field (did you mean "theme"?)');
  });
});

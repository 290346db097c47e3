import type { Brand } from '@dating/contract';
import { hostPort } from './hosts.js';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The page an unknown host gets: every brand with its local address. */
export function brandIndexPage(brands: readonly Brand[], hostHeader: string | undefined): string {
  const port = hostPort(hostHeader);
  const suffix = port ? `:${port}` : '';
  const items = brands
    .map((brand) => {
      const url = `http://${brand.slug}.localhost${suffix}`;
      return `<li><a href="${escapeHtml(url)}">${escapeHtml(brand.name)}</a> <code>${escapeHtml(url)}</code> (${escapeHtml(brand.domain)})</li>`;
    })
    .join('\n');
  const body = brands.length
    ? `<ul>\n${items}\n</ul>`
    : '<p>No brands found in the sites folder.</p>';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Dating sites</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body>
<h1>Dating sites on this server</h1>
${body}
</body>
</html>
`;
}

import type { Brand } from '@dating/contract';
import { type BrowserContext, expect } from '@playwright/test';
import { siteUrl } from './site.js';

/** A mail the server's development mailbox (`--dev-mail`) holds, as `/dev/mail.json` lists it. */
interface Mail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/**
 * Opens a JSON address of the site in a page of its own (Node cannot resolve *.localhost, the
 * browser can) and returns the parsed answer.
 */
export async function readSiteJson<T>(
  context: BrowserContext,
  brand: Brand,
  path: string,
): Promise<T> {
  const page = await context.newPage();
  try {
    const response = await page.goto(siteUrl(brand, path));
    return (await response?.json()) as T;
  } finally {
    await page.close();
  }
}

/** The link of the newest mail to an address whose path matches, waiting for it to arrive. */
export async function linkFromMail(
  context: BrowserContext,
  brand: Brand,
  to: string,
  path: RegExp,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = await readSiteJson<Mail[]>(context, brand, '/dev/mail.json');
      link = mails
        .filter((mail) => mail.to === to)
        .flatMap((mail) => mail.links)
        .find((candidate) => path.test(new URL(candidate).pathname));
      return link;
    })
    .toBeTruthy();
  return link as string;
}

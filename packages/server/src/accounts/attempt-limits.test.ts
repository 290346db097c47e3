import { LOCKOUT_FAILURES, LOCKOUT_MINUTES } from '@dating/contract';
import { expect, it } from 'vitest';
import { ENDPOINT_SAMPLES } from '../test-support/endpoint-samples.js';
import {
  memberBrowser,
  newestMailTo,
  outbox,
  siteClient,
  tokenOf,
} from '../test-support/site-client.js';
import { addMember, describeEachDatabase, TEST_PASSWORD } from '../test-support/test-server.js';
import { TARGET_LIMITS } from './target-limits.js';

const EMAIL = 'eva@amora.example';

/** A client address of its own for each number (documentation ranges: RFC 5737). */
const address = (number: number) => `203.0.113.${number}`;

describeEachDatabase('limits no client address gets around', (start) => {
  it('locks out only the address that guessed wrong: the member still signs in from elsewhere', async () => {
    const server = await start();
    await addMember(server.database, { site: 'amora', email: EMAIL });
    const attacker = siteClient(server.app, 'amora', { address: address(66) });
    for (let attempt = 1; attempt < LOCKOUT_FAILURES; attempt += 1) {
      const wrong = await attacker.post('/api/user.php', {
        email: EMAIL,
        password: `guess ${attempt}`,
      });
      expect(wrong.json().error).toBe('login_failed');
      server.clock.advance(1000);
    }
    const locked = await attacker.post('/api/user.php', { email: EMAIL, password: 'guess 5' });
    expect(locked.statusCode).toBe(429);
    // The spec's words, for the address that failed.
    expect(locked.json()).toMatchObject({ error: 'account_locked', minutes: LOCKOUT_MINUTES });
    expect(
      (await attacker.post('/api/user.php', { email: EMAIL, password: TEST_PASSWORD })).statusCode,
    ).toBe(429);

    server.clock.advance(60_000);
    const owner = siteClient(server.app, 'amora', { address: address(7) });
    const signedIn = await owner.post('/api/user.php', { email: EMAIL, password: TEST_PASSWORD });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  it('lifts every lock when the password is reset by mail', async () => {
    const server = await start();
    await addMember(server.database, { site: 'amora', email: EMAIL });
    const laptop = siteClient(server.app, 'amora', { address: address(8) });
    for (let attempt = 1; attempt <= LOCKOUT_FAILURES; attempt += 1) {
      await laptop.post('/api/user.php', { email: EMAIL, password: `forgotten ${attempt}` });
      server.clock.advance(1000);
    }
    expect(
      (await laptop.post('/api/user.php', { email: EMAIL, password: TEST_PASSWORD })).json(),
    ).toMatchObject({ error: 'account_locked' });
    await laptop.post('/api/password-reset.php', { email: EMAIL });
    const token = tokenOf(await newestMailTo(server.app, 'amora', EMAIL));
    const reset = await laptop.put('/api/password-reset.php', {
      token,
      password: 'a fresh password',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    laptop.clearCookies();
    const again = await laptop.post('/api/user.php', {
      email: EMAIL,
      password: 'a fresh password',
    });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('slows wrong passwords from many addresses down, more with each one', async () => {
    const server = await start();
    await addMember(server.database, { site: 'amora', email: EMAIL });
    const guess = (number: number) =>
      siteClient(server.app, 'amora', { address: address(100 + number) }).post('/api/user.php', {
        email: EMAIL,
        password: `guess ${number}`,
      });
    for (let number = 1; number <= LOCKOUT_FAILURES; number += 1) {
      expect((await guess(number)).json().error).toBe('login_failed');
    }
    // Five wrong from anywhere: the next try waits 1 s, then 2 s, 4 s ...
    const waits: number[] = [];
    for (let number = LOCKOUT_FAILURES + 1; number <= LOCKOUT_FAILURES + 4; number += 1) {
      let waited = 0;
      for (;;) {
        const answer = await guess(number);
        if (answer.statusCode === 401) break;
        expect(answer.json()).toMatchObject({ error: 'rate_limited', minutes: 1 });
        server.clock.advance(500);
        waited += 500;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000]);
  });

  it('answers whether an address has an account a few times an hour, from any number of addresses', async () => {
    const server = await start();
    await addMember(server.database, { site: 'amora', email: EMAIL });
    const { max } = TARGET_LIMITS.passwordReset;
    const ask = (number: number, email: string) =>
      siteClient(server.app, 'amora', { address: address(number) }).post(
        '/api/password-reset.php',
        {
          email,
        },
      );
    for (let number = 1; number <= max; number += 1) {
      expect((await ask(number, 'nobody@example.org')).json().error).toBe('email_not_found');
    }
    const refused = await ask(max + 1, 'nobody@example.org');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'rate_limited', minutes: 60 });
    // Another address is its own question.
    expect((await ask(max + 2, EMAIL)).statusCode).toBe(200);

    const signup = ENDPOINT_SAMPLES.signup.body ?? {};
    const answers = [];
    for (let number = 1; number <= TARGET_LIMITS.signup.max + 1; number += 1) {
      const visitor = siteClient(server.app, 'amora', { address: address(50 + number) });
      answers.push(
        (await visitor.post('/api/signup.php', { ...signup, email: EMAIL })).json().error,
      );
    }
    expect(answers).toEqual([
      ...Array(TARGET_LIMITS.signup.max).fill('account_exists'),
      'rate_limited',
    ]);
    server.clock.advance(TARGET_LIMITS.signup.windowMs);
    const later = siteClient(server.app, 'amora', { address: address(99) });
    expect((await later.post('/api/signup.php', { ...signup, email: EMAIL })).json().error).toBe(
      'account_exists',
    );
  });

  it('sends the confirmation mail again 5 times a day at most', async () => {
    const server = await start();
    const { browser } = await memberBrowser(server, { email: EMAIL, status: 'not_confirmed' });
    const answers = [];
    for (let attempt = 0; attempt < 20; attempt += 1) {
      answers.push((await browser.post('/api/confirmation-mail.php')).statusCode);
    }
    expect(answers).toEqual([...Array(5).fill(200), ...Array(15).fill(429)]);
    const mails = (await outbox(server.app, 'amora')).filter((mail) => mail.to === EMAIL);
    expect(mails).toHaveLength(5);
    server.clock.advance(TARGET_LIMITS.confirmationMail.windowMs);
    expect((await browser.post('/api/confirmation-mail.php')).statusCode).toBe(200);
  });

  it('sends at most 3 reset mails a day when 30 requests for one account arrive at once', async () => {
    const server = await start();
    await addMember(server.database, { site: 'amora', email: EMAIL });
    const requests = Array.from({ length: 30 }, (_, number) =>
      siteClient(server.app, 'amora', { address: address(number + 1) }).post(
        '/api/password-reset.php',
        { email: EMAIL },
      ),
    );
    const answers = await Promise.all(requests);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    const mails = (await outbox(server.app, 'amora')).filter((mail) => mail.to === EMAIL);
    expect(mails).toHaveLength(3);
  });
});

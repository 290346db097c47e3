import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { expect, it } from 'vitest';
import { newestMailTo, siteClient } from '../test-support/site-client.js';
import { addMember, describeEachDatabase } from '../test-support/test-server.js';
import { createMailSender, MAX_SEND_ATTEMPTS } from './mail-sender.js';

describeEachDatabase('mail sender', (start) => {
  it('delivers the outbox once, from the brand, and keeps failures for another try', async () => {
    const server = await start();
    await addMember(server.database, { site: 'amora', email: 'eva@amora.example' });
    await siteClient(server.app, 'amora').post('/api/password-reset.php', {
      email: 'eva@amora.example',
    });
    const sent: { from: unknown; to: unknown; subject: unknown }[] = [];
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const recording = {
      sendMail: async (message: SendMailOptions) => {
        sent.push({ from: message.from, to: message.to, subject: message.subject });
        return transport.sendMail(message);
      },
      close: () => transport.close(),
    } as unknown as Transporter;
    const sender = createMailSender({
      database: server.database,
      brands: server.brands,
      transport: recording,
    });
    expect(await sender.flush()).toBe(1);
    expect(await sender.flush()).toBe(0);
    const mail = await newestMailTo(server.app, 'amora', 'eva@amora.example');
    expect(sent).toEqual([
      {
        from: { name: 'Amora', address: 'no-reply@amora.example' },
        to: 'eva@amora.example',
        subject: mail.subject,
      },
    ]);
    expect(mail.sent_at).not.toBeNull();

    await siteClient(server.app, 'amora').post('/api/password-reset.php', {
      email: 'eva@amora.example',
    });
    const failing = createMailSender({
      database: server.database,
      brands: server.brands,
      transport: {
        sendMail: async () => {
          throw new Error('SMTP down');
        },
        close: () => {},
      } as unknown as Transporter,
    });
    for (let attempt = 0; attempt < MAX_SEND_ATTEMPTS + 2; attempt += 1) await failing.flush();
    const [row] = await server.database
      .selectFrom('mail_outbox')
      .selectAll()
      .where('sent_at', 'is', null)
      .execute();
    expect(row).toMatchObject({ attempts: MAX_SEND_ATTEMPTS, last_error: 'Error: SMTP down' });
  });

  it('shows the outbox per brand at /dev/mail and /dev/mail.json', async () => {
    const server = await start();
    await addMember(server.database, { site: 'amora', email: 'eva@amora.example' });
    await siteClient(server.app, 'amora').post('/api/password-reset.php', {
      email: 'eva@amora.example',
    });
    const page = await siteClient(server.app, 'amora').get('/dev/mail');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Mail outbox of Amora');
    expect(page.body).toContain('/reset-password/do?token=');
    expect((await siteClient(server.app, 'closed-club').get('/dev/mail.json')).json()).toEqual([]);
  });
});

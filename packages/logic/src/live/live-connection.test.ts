import { LIVE_CLOSE_CODES } from '@dating/contract/enums';
import { describe, expect, it } from 'vitest';
import { createFakeClock, createFakeLiveSocket } from '../testing/index.js';
import { createLiveConnection, FIRST_RETRY_MS, MAX_RETRY_MS } from './live-connection.js';

const message = (id: number, text = 'Hi') => ({
  id,
  type: 'message' as const,
  conversation: 1,
  message: {
    id: id * 10,
    conversation: 1,
    mine: false,
    kind: 'text' as const,
    text,
    credits: 0,
    client_id: null,
    sent_at: '2026-01-15T12:00:00.000Z',
  },
});

function connection() {
  const clock = createFakeClock();
  const socket = createFakeLiveSocket();
  const heard: unknown[] = [];
  const statuses: string[] = [];
  const ended: string[] = [];
  const live = createLiveConnection({
    clock,
    socket: socket.factory,
    onEvent: (event) => heard.push(event),
    onStatus: (status) => statuses.push(status),
    onSessionEnded: () => ended.push('session'),
  });
  return { clock, socket, heard, statuses, ended, live };
}

describe('the live connection', () => {
  it('stays down when the server closes it for good: the session ended, or newer pages took over', async () => {
    for (const code of [LIVE_CLOSE_CODES.sessionEnded, LIVE_CLOSE_CODES.replaced]) {
      const { clock, socket, ended, live } = connection();
      live.start();
      socket.latest().open();
      socket.latest().drop(code);
      expect(live.state.status).toBe('down');
      await clock.advance(10 * MAX_RETRY_MS);
      expect(socket.connections).toHaveLength(1);
      expect(ended).toEqual(code === LIVE_CLOSE_CODES.sessionEnded ? ['session'] : []);
    }
    // A page dropped for reading too slowly (1006: no closing handshake) connects again.
    const { clock, socket, live } = connection();
    live.start();
    socket.latest().open();
    socket.latest().drop(1006);
    await clock.advance(FIRST_RETRY_MS);
    expect(socket.connections).toHaveLength(2);
  });

  it('hears events in order, once, and resumes after the last one when it reconnects', async () => {
    const { clock, socket, heard, statuses, live } = connection();
    live.start();
    expect(socket.latest().after).toBeNull();
    socket.latest().open();
    socket.latest().emit(message(1));
    socket.latest().emit(message(2));
    // Sent again (a server catching up): not heard twice.
    socket.latest().emit(message(2));
    expect(heard).toHaveLength(2);
    socket.latest().drop();
    expect(live.state.status).toBe('down');
    await clock.advance(FIRST_RETRY_MS);
    expect(socket.connections).toHaveLength(2);
    expect(socket.latest().after).toBe(2);
    socket.latest().open();
    expect(statuses).toEqual(['connecting', 'open', 'down', 'open']);
  });

  it('waits longer after each failed try, up to 30 s, and drops what is not an event', async () => {
    const { clock, socket, heard, live } = connection();
    live.start();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const before = socket.connections.length;
      socket.latest().drop();
      let waited = 0;
      while (socket.connections.length === before) {
        await clock.advance(FIRST_RETRY_MS);
        waited += FIRST_RETRY_MS;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, MAX_RETRY_MS, MAX_RETRY_MS]);
    socket.latest().open();
    for (const frame of ['not json', '{"type":"party"}', '42']) {
      (socket.latest() as unknown as { emit(value: unknown): void }).emit(frame as never);
    }
    expect(heard).toEqual([]);
  });

  it('sends typing only while open, and stops for good on stop', async () => {
    const { clock, socket, live } = connection();
    live.start();
    live.typing(1);
    expect(socket.latest().sent).toEqual([]);
    socket.latest().open();
    live.typing(1);
    expect(socket.latest().sent).toEqual([{ type: 'typing', conversation: 1 }]);
    live.stop();
    expect(socket.latest().closed).toBe(true);
    await clock.advance(MAX_RETRY_MS * 2);
    expect(socket.connections).toHaveLength(1);
    expect(live.state).toEqual({ status: 'off', lastEventId: null });
  });
});

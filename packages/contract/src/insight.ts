import { z } from 'zod';
import { CURRENCIES, INSIGHT_DAYS, INSIGHT_QUEUES } from './enums.js';

/**
 * The back office's insight into a brand: how it did over the last {@link INSIGHT_DAYS} days, day
 * by day, where its members came from and what became of them, and what waits for the team.
 * Days are calendar days in UTC, the oldest first, ending with today (the day so far). Fictional
 * profiles count nowhere. What each figure counts:
 * - `signups`: accounts made that day;
 * - `confirmations`: addresses confirmed that day (the first confirmation of each account);
 * - `first_purchases`: members' first paid purchase, by the day it was made (a later refund does
 *   not take it back: it was a first purchase);
 * - `revenue`: the amounts of the purchases made that day and still paid (refunded ones left
 *   out), per currency, in cents;
 * - `messages`: messages members sent that day (the team's answers as personas not counted);
 * - `active_members`: members who logged in, sent a message or liked someone that day.
 */

const count = z.number().int().nonnegative();
const money = z.array(z.object({ currency: z.enum(CURRENCIES), amount: count }));

export const insightDaySchema = z.object({
  /** The day (YYYY-MM-DD, UTC). */
  day: z.iso.date(),
  signups: count,
  confirmations: count,
  first_purchases: count,
  revenue: money,
  messages: count,
  active_members: count,
});
export type InsightDay = z.infer<typeof insightDaySchema>;

/**
 * The members who signed up over the days, by where they came from (the arrival record's
 * network, ref and sub1; all null for members who came on their own), and how many of them
 * confirmed their address, bought, and for how much (still paid, per currency).
 */
export const insightSourceSchema = z.object({
  network: z.string().nullable(),
  ref: z.string().nullable(),
  sub1: z.string().nullable(),
  signups: count,
  confirmed: count,
  buyers: count,
  revenue: money,
});
export type InsightSource = z.infer<typeof insightSourceSchema>;

/** The back office's queues, and what waits in them now. */
export const insightQueueSchema = z.object({
  queue: z.enum(INSIGHT_QUEUES),
  waiting: count,
  /** When the item waiting longest arrived (ISO 8601); null when none waits. */
  oldest_at: z.string().nullable(),
});

/** GET operator/insight.php: the days (oldest first), the sources (most sign-ups first), the queues. */
/**
 * One operator's work in the chat inbox over the window: the answers they wrote as personas, the
 * conversations those were in, and how long members waited for their answers. A wait runs from
 * the member's first message since the persona last wrote to the answer that followed it (the
 * answers after a first one in a row wait for nothing and count as answers only); the median and
 * the 90th percentile are in whole seconds, null without a timed answer.
 */
export const insightOperatorSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  answers: count,
  conversations: count,
  median_wait_seconds: count.nullable(),
  p90_wait_seconds: count.nullable(),
});
export type InsightOperator = z.infer<typeof insightOperatorSchema>;

export const insightSchema = z.object({
  days: z.array(insightDaySchema).length(INSIGHT_DAYS),
  sources: z.array(insightSourceSchema),
  queues: z.array(insightQueueSchema).length(INSIGHT_QUEUES.length),
  /** The operators who answered in the window, the most answers first. */
  operators: z.array(insightOperatorSchema),
});
export type Insight = z.infer<typeof insightSchema>;

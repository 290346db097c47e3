import { describe, expect, it } from 'vitest';
import { formatSupportPhone, termsVersionDate } from './legal-rules.js';

describe('termsVersionDate', () => {
  it('is 2023-12-01 12:00 UTC without a company date', () => {
    expect(termsVersionDate(null).toISOString()).toBe('2023-12-01T12:00:00.000Z');
    expect(termsVersionDate(undefined).toISOString()).toBe('2023-12-01T12:00:00.000Z');
    expect(termsVersionDate('not a date').toISOString()).toBe('2023-12-01T12:00:00.000Z');
  });

  it('keeps the default when the company was added earlier or at the same moment', () => {
    expect(termsVersionDate('2023-12-01T11:59:59Z').toISOString()).toBe('2023-12-01T12:00:00.000Z');
    expect(termsVersionDate('2023-12-01T12:00:00Z').toISOString()).toBe('2023-12-01T12:00:00.000Z');
    expect(termsVersionDate('2020-01-01T00:00:00Z').toISOString()).toBe('2023-12-01T12:00:00.000Z');
  });

  it('uses the company-added date when it is later', () => {
    expect(termsVersionDate('2023-12-01T12:00:01Z').toISOString()).toBe('2023-12-01T12:00:01.000Z');
    expect(termsVersionDate(new Date('2025-03-04T08:00:00Z')).toISOString()).toBe(
      '2025-03-04T08:00:00.000Z',
    );
  });
});

describe('formatSupportPhone', () => {
  it('removes dashes and spaces', () => {
    expect(formatSupportPhone('+31 20-123 45 67')).toBe('+31201234567');
    expect(formatSupportPhone('020 - 123\t4567')).toBe('0201234567');
  });

  it('leaves a number without separators as it is', () => {
    expect(formatSupportPhone('+4420794609')).toBe('+4420794609');
    expect(formatSupportPhone('')).toBe('');
  });
});

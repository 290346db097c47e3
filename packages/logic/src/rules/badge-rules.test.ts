import { describe, expect, it } from 'vitest';
import { badgeText, creditsBadge, tabTitle } from './badge-rules.js';

describe('badgeText', () => {
  it('shows no badge at 0 or less', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(-3)).toBeNull();
    expect(badgeText(Number.NaN)).toBeNull();
  });

  it('shows the count from 1 to 99', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(42)).toBe('42');
    expect(badgeText(99)).toBe('99');
  });

  it('caps at 99+ from 100', () => {
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(101)).toBe('99+');
    expect(badgeText(12_345)).toBe('99+');
  });
});

describe('creditsBadge', () => {
  it('is hidden above 10 credits', () => {
    expect(creditsBadge(11)).toBeNull();
    expect(creditsBadge(500)).toBeNull();
  });

  it('shows the count in the warning tone from 10 down to 1', () => {
    expect(creditsBadge(10)).toEqual({ text: '10', tone: 'warning' });
    expect(creditsBadge(5)).toEqual({ text: '5', tone: 'warning' });
    expect(creditsBadge(1)).toEqual({ text: '1', tone: 'warning' });
  });

  it('shows 0 in the danger tone', () => {
    expect(creditsBadge(0)).toEqual({ text: '0', tone: 'danger' });
  });
});

describe('tabTitle', () => {
  it('puts the count in front of the title, replaces an earlier one, drops it at 0', () => {
    expect(tabTitle('Likes | Lovely', 3)).toBe('(3) Likes | Lovely');
    expect(tabTitle('(3) Likes | Lovely', 120)).toBe('(99+) Likes | Lovely');
    expect(tabTitle('(99+) Likes | Lovely', 0)).toBe('Likes | Lovely');
    expect(tabTitle('Likes | Lovely', 0)).toBe('Likes | Lovely');
  });
});

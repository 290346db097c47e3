import { type Gender, type LookingFor, PHOTO_LIMITS, type Sexuality } from '../enums.js';

/** The sexuality that a member's gender and whom they look for stand for. */
export function sexualityFor(gender: Gender, lookingFor: LookingFor): Sexuality {
  if (lookingFor === 'both') return 'bi';
  if (lookingFor !== gender) return 'hetero';
  return gender === 'male' ? 'gay' : 'lesbian';
}

/** Whom a member of this gender and sexuality looks for (the inverse of {@link sexualityFor}). */
export function lookingForOf(gender: Gender, sexuality: Sexuality): LookingFor {
  if (sexuality === 'bi') return 'both';
  if (sexuality === 'hetero') return gender === 'male' ? 'female' : 'male';
  return gender;
}

/** How many photos a member may keep: 3 for free members, 25 for premium members. */
export function photoLimit(paidUser: boolean): number {
  return paidUser ? PHOTO_LIMITS.premium : PHOTO_LIMITS.free;
}

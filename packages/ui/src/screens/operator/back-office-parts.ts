/**
 * The parts of the back office that have an address of their own, `/operator/{part}` (the chat
 * inbox is `/operator`, its conversations `/operator/{id}`). Kept apart from the parts' roles and
 * code, so that the site's route table names them without carrying the back office into every
 * member's first load.
 */
export const BACK_OFFICE_PARTS = [
  'personas',
  'replies',
  'photos',
  'texts',
  'reports',
  'appeals',
  'transparency',
  'insight',
  'members',
  'discounts',
  'team',
  'audit',
] as const;
export type BackOfficePart = (typeof BACK_OFFICE_PARTS)[number];

import { z } from 'zod';
import { INTERESTS } from './enums.js';

/** GET /api/interests.php */
export const interestsResponseSchema = z.object({ interests: z.array(z.enum(INTERESTS)) });
export type InterestsResponse = z.infer<typeof interestsResponseSchema>;

export const regionSchema = z.object({ code: z.string().min(1), name: z.string().min(1) });
export type Region = z.infer<typeof regionSchema>;

/** GET /api/regions.php: the regions of each of the brand's countries. */
export const regionsResponseSchema = z.object({
  regions: z.record(z.string(), z.array(regionSchema)),
});
export type RegionsResponse = z.infer<typeof regionsResponseSchema>;

/** GET /api/companyinfo.php: the operator's legal details, shown in the footer and legal pages. */
export const companyInfoSchema = z.object({
  name: z.string(),
  address: z.string(),
  kvk: z.string(),
  city: z.string(),
  country: z.string(),
  tradenames: z.array(z.string()),
  vat_numbers: z.array(z.string()),
  support_phone: z.string(),
  /** Percentage offered to members who are about to delete their account. */
  delete_discount: z.number().int().min(0).max(100),
  /** When these details were last changed (ISO date-time); moves the terms version date. */
  added: z.iso.datetime().nullable(),
});
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

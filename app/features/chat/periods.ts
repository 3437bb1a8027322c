/** The period filter of the assistant's messages: 7 days by default, 0 for all (admin spec 9). */
export const periodOptions = [7, 14, 30, 60, 0] as const;
export type Period = (typeof periodOptions)[number];

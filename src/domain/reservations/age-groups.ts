/**
 * Passenger age groups (spec §3, §5): 1 Adult, 2 Child 6-12 (a child with a bed), 3 Child 2-6
 * (a child without a bed), 4 Infant. Any other code reads as adult.
 */
export const AGE_GROUP = { ADULT: 1, CHILD_6_12: 2, CHILD_2_6: 3, INFANT: 4 } as const;

export type AgeGroup = (typeof AGE_GROUP)[keyof typeof AGE_GROUP];

/** §3: "any other code reads as adult". */
export function ageGroupOf(code: unknown): AgeGroup {
  return code === AGE_GROUP.CHILD_6_12 || code === AGE_GROUP.CHILD_2_6 || code === AGE_GROUP.INFANT
    ? code
    : AGE_GROUP.ADULT;
}

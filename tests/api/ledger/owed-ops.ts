/**
 * The operations of tests/api/ledger/one-amount-owed.test.ts as fast-check generates them:
 * abstract (a slot, a fraction of a balance), made concrete at run time (owed-model.ts) against
 * the figures the previous step read.
 */
import fc from 'fast-check';

/** Two agencies, two requests (slots) each: slots 0, 1 are agency 0's, slots 2, 3 agency 1's (1 and 3 issued at the start). */
export const SLOTS = 4;
export const agencyOfSlot = (slot: number) => (slot < 2 ? 0 : 1);
export const A_DRAFT = { issued: false, cancelled: false, withCharges: false };

const slot = fc.integer({ min: 0, max: SLOTS - 1 });
/** A fraction of a balance, in thousandths (1‰ to 100 %). */
const share = fc.integer({ min: 1, max: 1000 });
/** An amount: a share of the invoice's balance due, more than it by some cents, or any amount. */
const amount = fc.oneof(
  fc.record({ kind: fc.constant('share' as const), n: share }),
  fc.record({ kind: fc.constant('above' as const), n: fc.integer({ min: 1, max: 200_000 }) }),
  fc.record({ kind: fc.constant('cents' as const), n: fc.integer({ min: 1, max: 300_000 }) }),
);

/** A refund: mostly a share of the credit on account, sometimes more than it. */
const refundAmount = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('share' as const), n: share }) },
  { weight: 1, arbitrary: amount },
);

/** A line of a split: 1 in 5 above the balance, 1 in 8 naming another agency's invoice. */
const splitLine = fc.record({
  slot,
  n: share,
  over: fc.integer({ min: 1, max: 5 }).map((x) => x === 1),
  foreign: fc.integer({ min: 1, max: 8 }).map((x) => x === 1),
});

/** Payments most often (they make the credit the other operations draw on). */
export const op = fc.oneof(
  { weight: 2, arbitrary: fc.record({ op: fc.constant('issue' as const), slot }) },
  {
    weight: 6,
    arbitrary: fc.record({
      op: fc.constant('pay' as const),
      slot,
      amount,
      daysAgo: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 45 })),
      // The clerk's split (half the payments): a share of each named invoice's balance (one of the
      // payer's agency, another agency's when `foreign`), more than that balance when `over`.
      split: fc.option(fc.array(splitLine, { minLength: 1, maxLength: 2 }), {
        freq: 2,
      }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('allocate' as const), slot, part: fc.option(share) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('cancel' as const), slot }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('cancelWithCharges' as const), slot, charges: share }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('replace' as const), slot }) },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('refund' as const),
      agency: fc.integer({ min: 0, max: 1 }),
      amount: refundAmount,
    }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('deletePayment' as const), nth: fc.nat() }) },
);
export type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;
export type Amount = typeof amount extends fc.Arbitrary<infer T> ? T : never;

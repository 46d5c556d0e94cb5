// The settlement participants in their one lock order (decisions/0022): every submit reserves, and every
// give-back releases, in this order, so two settlement transactions touching the same rows lock them in the
// same order: the settlement row (submit) or the order row (release) first, then cart lines, SKU and
// product stock (by id), the shopper's coupons (by id), the shopper's points (score row, then ledger rows).
// A promotion that takes a resource of its own (activity stock, team seats, member rights) adds its
// participant here, at the place its rows take in that order.
import type { Database } from '../../db/connection.ts';
import type { LateTake, Release, Reservation, SettlementParticipant } from '../../lib/settlement.ts';
import { cartLinesParticipant } from '../cart/settlement.ts';
import { stockParticipant } from '../catalog/stock.ts';
import { couponsParticipant } from '../coupon/settlement.ts';
import { pointsParticipant } from '../points/settlement.ts';
import { scoreMallParticipant } from '../score-mall/settlement.ts';
import { seckillParticipant } from '../seckill/settlement.ts';
import { groupSeatsParticipant } from '../group/settlement.ts';

export const settlementParticipants: readonly SettlementParticipant[] = [
  cartLinesParticipant,
  stockParticipant,
  couponsParticipant,
  pointsParticipant,
  scoreMallParticipant,
  seckillParticipant,
  groupSeatsParticipant,
];

/** Reserves everything a submit takes, in lock order; the first refusal throws and rolls it all back. */
export async function reserveAll(tx: Database, reservation: Reservation): Promise<LateTake[]> {
  const late: LateTake[] = [];
  for (const participant of settlementParticipants) {
    const take = await participant.reserve(tx, reservation);
    if (take) late.push(take);
  }
  return late;
}

/** Gives back what one order took, in lock order. */
export async function releaseAll(tx: Database, release: Release): Promise<void> {
  for (const participant of settlementParticipants) await participant.release(tx, release);
}

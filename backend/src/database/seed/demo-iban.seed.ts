import type { EntityManager } from 'typeorm';
import { IbansRepository } from '../../ibans/ibans.repository.js';

/**
 * The demo account of DECISIONS 32: an Italian IBAN with valid ISO 13616 check digits (so the
 * checkout, the QR code and the bank-statement matching take it like any other) and a plainly
 * made-up bank and account ('IT98 X000 0000 0000 DEMO 0000 000'), whose holder and bank say
 * that it is a demonstration.
 */
export const DEMO_IBAN = {
  accountHolder: 'Conto dimostrativo - non versare',
  iban: 'IT98X00000000000DEMO0000000',
  bankName: 'Banca dimostrativa',
} as const;

/**
 * Outside production, an installation without any saved IBAN gets the demo account as its
 * system IBAN, so that a fresh start books end to end. Once any IBAN is saved (the demo one
 * included) nothing is added again: a restart never brings it back, nor changes the system
 * IBAN an admin chose.
 */
export async function seedDemoIban(manager: EntityManager): Promise<boolean> {
  const ibans = new IbansRepository(manager.connection);
  if (await ibans.any(manager)) return false;
  await ibans.lockSystemSwitch(manager);
  const id = await ibans.insert(manager, { ...DEMO_IBAN, createdBy: null, isDemo: true });
  if (!id) return false;
  await ibans.makeSystem(manager, id);
  return true;
}

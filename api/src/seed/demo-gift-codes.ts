import type { Db } from '../db/db';

/** A gift card code for trying the purchase on a demo start: Pro for 0.99, any number of times. */
export const demoGiftCode = 'PRAIRIE-GIFT';

export async function seedDemoGiftCode(db: Db): Promise<void> {
  await db.query('INSERT INTO gift_codes (code, uses_left) VALUES ($1, NULL) ON CONFLICT (code) DO NOTHING', [
    demoGiftCode,
  ]);
  console.log(`Demo gift card code: ${demoGiftCode} (Pro for $0.99; test card 4242 4242 4242 4242)\n`);
}

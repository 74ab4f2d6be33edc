import { hashSecret, normaliseAnswer } from '../auth/passwords';
import type { Db } from '../db/db';
import { findUserByEmail, insertUser } from '../modules/accounts/store';
import { openPlan } from '../modules/billing/service';
import { insertRelation } from '../modules/retailers/store';
import { seedDemoCatalogue } from './demo-catalogue';

// Demo accounts for `npm start`: created once, printed every start so a person can sign in.
const demoAccounts = [
  {
    email: 'grower@demo.farm',
    password: 'demo-grower-2026',
    fullName: 'Dana Miller',
    farmName: 'Miller Creek Farms',
    plan: 'B',
    roles: {},
    catalogue: true,
  },
  {
    email: 'retailer@demo.farm',
    password: 'demo-retailer-2026',
    fullName: 'Sam Ortiz',
    farmName: 'Prairie Ag Supply',
    plan: 'B',
    roles: { agRetailer: true },
  },
  {
    email: 'staff@demo.farm',
    password: 'demo-staff-2026',
    fullName: 'Field Boundaries Support',
    farmName: 'Field Boundaries',
    plan: 'B',
    roles: { staff: true, developer: true },
  },
] as const;

export async function seedDemo(db: Db): Promise<void> {
  const created = new Map<string, string>();
  for (const demo of demoAccounts) {
    if (await findUserByEmail(db, demo.email)) continue;
    const [passwordHash, securityAnswerHash] = await Promise.all([
      hashSecret(demo.password),
      hashSecret(normaliseAnswer('Prairie')),
    ]);
    const uuid = crypto.randomUUID();
    await db.transaction(async (tx) => {
      const accountId = await insertUser(tx, {
        uuid,
        email: demo.email,
        fullName: demo.fullName,
        farmName: demo.farmName,
        passwordHash,
        securityQuestionId: 1,
        securityAnswerHash,
        active: true,
        roles: demo.roles,
      });
      await openPlan(tx, accountId, demo.plan);
    });
    if ('catalogue' in demo) await seedDemoCatalogue(db, uuid);
    created.set(demo.email, uuid);
  }
  // The demo retailer already works for the demo grower, so its Grower Accounts table and the
  // grower's Ag Retailer table are filled. Only when both are new: a removal is not undone.
  const grower = created.get('grower@demo.farm');
  const retailer = created.get('retailer@demo.farm');
  if (grower && retailer) await insertRelation(db, grower, retailer);
  console.log('\nDemo accounts (security answer for each: Prairie):');
  for (const demo of demoAccounts)
    console.log(`  ${demo.fullName.padEnd(26)} ${demo.email.padEnd(20)} ${demo.password}`);
  console.log('');
}

import { expect } from 'vitest';
import { writeDemoRegion } from '../modules/clu/seed';
import { calmWeather } from '../modules/spray-planner/region.testing';
import { startTestApi } from '../testing';
import { PASSWORD, type Person } from './fixtures';

// The api the matrix calls and the people who call it, with the helpers the world is built
// with: one call that must succeed, the invitation link a mail names, a granted relation.
export async function startMatrixApi() {
  const api = await startTestApi({
    // Calm, steady weather from an hour before the spray's start, so a start is always allowed.
    weather: calmWeather(),
  });
  await writeDemoRegion(api.db, 60);
  const clus = (await api.db.query<{ uuid: string }>('SELECT uuid FROM clu_fields ORDER BY uuid')).map(
    (row) => row.uuid,
  );
  let nextClu = 0;
  /** A CLU nobody has claimed yet (each asked for once). */
  const freeClu = () => {
    const clu = clus[nextClu++];
    if (!clu) throw new Error('the demo region has run out of free CLUs');
    return clu;
  };
  let nextSlot = 0;
  const slot = () => nextSlot++;
  let nextName = 0;
  const unique = (stem: string) => `${stem} ${++nextName}`;

  const [owner, grower, retailer, assigned, staff] = await Promise.all([
    api.session({ plan: 'B', fullName: 'Ada Owner', password: PASSWORD }),
    api.session({ plan: 'B', fullName: 'Lee Harper', password: PASSWORD }),
    api.session({ agRetailer: true, fullName: 'Kim Vo', password: PASSWORD }),
    api.session({ agRetailer: true, fullName: 'Sam Ortiz', password: PASSWORD }),
    api.session({ staff: true, fullName: 'Pat Staff', password: PASSWORD }),
  ]);

  /** One call as the owner that must succeed: the world is built only of calls that work. */
  async function ok<T>(method: string, path: string, body?: unknown, as: string = owner.access): Promise<T> {
    const answer = await api.call<T>(as, method, path, body);
    expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
    return answer.body;
  }

  /** The link of the mail to `email` that names `name`: several may wait at one address. */
  async function linkTo(email: string, name: string) {
    const mail = (await api.outbox(email)).find((each) => each.text.includes(`${name} of `));
    const link = mail?.links[0];
    if (!link) throw new Error(`no mail to ${email} names ${name}`);
    return link.split('/').pop() as string;
  }

  const retailerNamed = async (fullName: string) => ({
    ...(await api.session({ agRetailer: true, fullName })),
    fullName,
  });

  /** A relation a retailer asked for and the grower granted from the mailed link. */
  async function relate(growerPerson: Person, retailerPerson: Person & { fullName: string }) {
    await ok(
      'POST',
      '/auth/users/ag-retailers/invite/',
      { email: growerPerson.email },
      retailerPerson.access,
    );
    await ok(
      'PUT',
      `/auth/users/ag-retailers/access/${await linkTo(growerPerson.email, retailerPerson.fullName)}/`,
      undefined,
      '',
    );
    // Read from the table: the lists come 10 a page and shift while the cases running beside this
    // one grant and end relations of the same people, so paging them could step over this one.
    const [relation] = await api.db.query<{ id: string | number }>(
      'SELECT id FROM ag_retailer_relations WHERE grower_uuid = $1 AND retailer_uuid = $2',
      [growerPerson.uuid, retailerPerson.uuid],
    );
    if (!relation) throw new Error('the relation was not granted');
    return Number(relation.id);
  }

  return {
    api,
    freeClu,
    slot,
    unique,
    owner,
    grower,
    retailer,
    assigned,
    staff,
    ok,
    linkTo,
    retailerNamed,
    relate,
  };
}

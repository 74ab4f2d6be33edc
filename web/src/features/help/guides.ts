// The product's own short guides, in the words its screens use: what to press, in order. They
// ship with the app, so Help reads the same with no network. Kept true to the screens: each name
// of a button, menu item, tab or field label is written **like this** (shown in bold), and
// guides.test.ts checks every such name against the labels in the screens' code. When a label
// changes, its guide fails until it changes with it.

export type Guide = {
  /** For links and tests: /help#claim. */
  id: string;
  title: string;
  /** One line on what it is for. */
  lead: string;
  /** In order; a name on the screen is written **Name**. */
  steps: readonly string[];
  /** What a grower is likely to meet next: a limit, a warning, where to find the result. */
  notes: readonly string[];
};

export const guides: readonly Guide[] = [
  {
    id: 'claim',
    title: 'Claim a field',
    lead: 'Take a field boundary that is already on the map and make it yours.',
    steps: [
      'Open **Farms**. Type your town, county or a latitude, longitude in the box at the top of the map and press **Go**, or zoom in with the map’s + button, until field boundaries appear.',
      'To put the field into one farm, select that farm in the sidebar first; otherwise it goes into your first farm.',
      'Click your field on the map. Its popup shows its acres: press **Claim field**.',
      'Type a **Field name** (up to 30 characters) and press **Save**.',
      "The first time, confirm that you are the legal owner of the field or authorized to act for its owner, and press **I confirm**. Tick **Don't ask me again** to skip this next time.",
    ],
    notes: [
      'The field joins your farm in the sidebar and gets a green marker you can select from a zoomed-out map.',
      'The free trial holds one field; Pro ($25 per year) holds as many as you need.',
      'No boundary fits your field? Draw it instead.',
    ],
  },
  {
    id: 'draw',
    title: 'Draw a field',
    lead: 'Add a field whose boundary is not on the map, or differs from it (Pro).',
    steps: [
      'Open **Farms**, select the farm in the sidebar and press **Add Field** at the bottom of the sidebar.',
      'Move the map to the field, press **Draw the boundary on the map**, then click each corner of the field in turn. Corners snap to nearby field edges.',
      'Click the first corner again to close the boundary. The sidebar shows its acres.',
      'Type a **Boundary name** (up to 30 characters) and choose **My Field**, or **Neighbors Field** for a neighbour’s.',
      'Press **Save** (or Enter), and confirm ownership the first time, as when claiming.',
    ],
    notes: [
      'A corner that would make the boundary cross itself is not placed: click somewhere else. Ctrl+Z takes back the last corner; **Draw again** starts a closed boundary over.',
      'Boundary files from other software (GeoJSON, KML or KMZ, zipped Shapefile, GeoPackage, FlatGeobuf, CSV with WKT, a display’s ISOXML TASKDATA) come in through **Import boundaries…** in the farm’s ⋮ menu, and go out through its Export items: ISOXML for an in-cab display, and a Shapefile that John Deere Operations Center files by client, farm and field.',
    ],
  },
  {
    id: 'merge',
    title: 'Merge fields',
    lead: 'Join two of your fields that touch into one.',
    steps: [
      'Zoom in on **Farms** until you see your fields, and click the field whose name should stay (or choose **Field details** in its ⋮ menu in the sidebar).',
      'In its popup press **Merge boundary**. A banner asks you to click a second field of yours that touches it.',
      'Click the second field. The two become one field with the first one’s name.',
    ],
    notes: [
      'Both fields must be yours and must touch; otherwise the merge is refused and nothing changes.',
      'The records of the fields merged into it are kept. **Split field**, in the same popup, cuts a field in two.',
    ],
  },
  {
    id: 'tank-mix',
    title: 'Build a tank mix',
    lead: 'Save the herbicide groups you spray together, and see which crops they would injure.',
    steps: [
      'Open **Herbicides**, go to **Add herbicides**, tick the groups you use and press **Add selected**.',
      'Open **Tank Mix**. In **My Herbicides**, tick the groups for the mix and press the **→** arrow to move them into **Mix**.',
      'Where a group has several actives, pick the ones you spray; with none picked the group stands for all of them. Name the brands in **Products (optional)** if you like.',
      'Type a **Mix name** (each name once) and press **Create**. The mix appears under **My Mixes**.',
    ],
    notes: [
      'Warnings under the mix name the crops and traits in **My Crops**, **Neighbor Crops** and **Traits** it would injure. They are guidance: always read and follow each product’s label.',
      'Delete a mix from **My Mixes**; it asks first (**Yes** / **No**).',
    ],
  },
  {
    id: 'report',
    title: 'Save a report',
    lead: 'Keep the Application Summary Report the label requires for a spray.',
    steps: [
      'Open **Reports** and pick the field: click it on the map and press **Report on this field**, or choose it under **Field**.',
      'Fill in the application: the **Report date**, the **Certified applicator**, the **Application start** and **Application stop**, each **Product** with its **EPA Reg. No.** and **Use rate**, and the nozzle.',
      'The weather comes prefilled from the forecast’s first hour; replace it with what you measured at the field. A sample forecast says so.',
      'Press **Save report**. It appears under **Saved reports**, with **Print** and **PDF**.',
    ],
    notes: [
      'A saved report never changes. To correct one, press **Open**, say why in **Reason for the change**, and press **Save as version** 2 (3, …); the earlier version is kept.',
    ],
  },
  {
    id: 'spray',
    title: 'Start spraying',
    lead: 'Tell the app, and your neighbours, what you spray and where, as you start.',
    steps: [
      'Open **Farms**, select the farm in the sidebar and press **Start spraying** at the bottom of the sidebar.',
      'Choose a **Tank mix**, or **Herbicide groups**, and tick the **Fields** you spray.',
      "Check the start time, shown in the field's own time zone (it is now, or up to 15 minutes ahead), and enter the **Wind speed (mph)**, the direction the wind comes from (**Wind from**) and the **Air temperature (°F)** you measured at boom height.",
      'Press **Start spraying**. The top bar of **Farms** shows **Currently spraying** until you press **Stop spraying** in the sidebar.',
    ],
    notes: [
      'When the forecast for that hour breaks a label rule, the dialog names it. Check the conditions at the field; only then tick **I checked the conditions at the field and start anyway** and press **Start anyway**.',
      'Neighbours whose crops nearby would be injured are told at once, in the app and by e-mail. They see what is sprayed and when, not your fields.',
    ],
  },
];

/** A step or note in parts: plain text, and the names on the screen (written **Name**). */
export function guideParts(text: string): { text: string; name: boolean }[] {
  return text
    .split(/\*\*(.+?)\*\*/)
    .map((part, index) => ({ text: part, name: index % 2 === 1 }))
    .filter((part) => part.text !== '');
}

/** The names on the screen a guide's steps and notes refer to. */
export const namesIn = (guide: Guide): string[] =>
  [...guide.steps, ...guide.notes].flatMap((text) =>
    guideParts(text)
      .filter((part) => part.name)
      .map((part) => part.text),
  );

import { List, Table } from '@mantine/core';
import { config } from '../../config';
import { LegalDocument, P, Section } from './LegalDocument';

// The trait and herbicide brands the catalog names, with the companies that own them.
const trademarks: readonly (readonly [names: string, owner: string])[] = [
  [
    'Roundup, Roundup Ready, Roundup Ready 2 Yield, Roundup Ready 2 Xtend, Roundup Ready Flex, XtendFlex, TruFlex, XtendiMax, Stryax',
    'Bayer Group',
  ],
  ['Enlist, Enlist E3, Enlist One, Enlist Duo, STS, Bolt, Inzen, ExpressSun', 'Corteva Agriscience'],
  ['LibertyLink, Liberty, GlyTol, InVigor, Clearfield, Provisia, Engenia', 'BASF'],
  ['GT27', 'M.S. Technologies'],
  ['CoAXium', 'Albaugh'],
  ['Max-Ace, FullPage', 'RiceTec'],
  ['igrowth', 'Advanta'],
  ['Double Team', 'S&W Seed Company'],
];

/** Whose trait names these are, and what the product's warnings are and are not. */
export function SeedTraitLegal() {
  return (
    <LegalDocument title="Seed Trait Legal">
      <Section heading="1. Trademarks">
        <P>
          Field Boundaries names seed traits and herbicides so that you can record what you plant and spray.
          These names are trademarks of their owners, who do not sponsor, endorse or check this product. We
          are not affiliated with them. Using a name here gives no right to use the trait or the mark.
        </P>
        <Table fz="sm" withTableBorder verticalSpacing={4} aria-label="Trademarks and their owners">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Trait and product names</Table.Th>
              <Table.Th w={170}>Owner</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {trademarks.map(([names, owner]) => (
              <Table.Tr key={owner}>
                <Table.Td>{names}</Table.Td>
                <Table.Td>{owner}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <P>Other names shown in the product belong to their owners as well.</P>
      </Section>

      <Section heading="2. Always read and follow the label">
        <P>
          The pesticide label is the law. Before every application, read and follow the label of each product
          in the tank, including rates, timing, crop stage, approved tank-mix partners, adjuvants, nozzles,
          wind speed and temperature limits, cut-off dates and any state supplemental (24(c)) label. Follow
          the trait owner's stewardship and technology use guide for the seed you plant.
        </P>
      </Section>

      <Section heading="3. Compatibility warnings are guidance, not a label">
        <P>
          Tank Mix and the map warn when a herbicide group's actives would injure a crop and trait that you or
          a neighbor grow. The warnings come from our catalog of site-of-action groups and trait tolerances.
          They are a reminder to look closer, not advice and not a label:
        </P>
        <List size="sm" spacing={4}>
          <List.Item>No warning does not mean a product is labeled for your crop or safe to apply.</List.Item>
          <List.Item>
            The warnings do not check physical mixing (do a jar test), rates, formulations, crop stage or
            carry-over to the next crop.
          </List.Item>
          <List.Item>A trait tolerates only the products its label and stewardship guide name.</List.Item>
        </List>
      </Section>

      <Section heading="4. Drift and buffers are your responsibility">
        <P>
          The grower and the applicator are responsible for keeping every application on target and for every
          buffer the label or the law requires: downwind buffers, sensitive crop and habitat buffers,
          Endangered Species Act limits (check EPA's Bulletins Live! Two), and state rules. Drift layers,
          weather and neighbor information help you plan; they do not measure conditions in your field. Check
          the wind and watch for temperature inversions at the field before you spray, and look up sensitive
          sites in your state's registry, such as FieldWatch.
        </P>
      </Section>

      <Section heading="5. The catalog may lag label changes">
        <P>
          Labels, registrations and trait approvals change, sometimes in the middle of a season through EPA
          action or a court decision. We update the catalog as we learn of changes, but it may be behind. The
          current label in force on the day you spray always wins. If you find a trait, product or warning
          that is out of date, write to {config.supportEmail} so we can correct it for everyone.
        </P>
      </Section>
    </LegalDocument>
  );
}

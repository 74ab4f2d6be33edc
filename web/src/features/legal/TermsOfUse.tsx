import { List } from '@mantine/core';
import { config } from '../../config';
import { LegalDocument, P, Section } from './LegalDocument';

/** The Terms of Use: accepted at registration, and readable any time from Legal. */
export function TermsOfUse() {
  return (
    <LegalDocument title="Terms of Use">
      <P>
        Field Boundaries ("we", "us") lets growers and the ag retailers who serve them map crop-field
        boundaries and keep the crop, seed trait, herbicide and spray records that belong to those fields. By
        creating an account or using the product you agree to these terms. If you use it for a farm business,
        you agree on behalf of that business.
      </P>

      <Section heading="1. Your account">
        <List size="sm" spacing={4}>
          <List.Item>Give your real name and an e-mail address you read, and keep them current.</List.Item>
          <List.Item>
            Keep your password and security answer private. One account is for one person; tell us at once if
            you think someone else has used yours.
          </List.Item>
          <List.Item>
            When an ag retailer you have granted access opens your account, what it does there is done on your
            behalf. Remove its access on the Ag Retailer page when that should stop.
          </List.Item>
        </List>
      </Section>

      <Section heading="2. Fields you claim or draw">
        <P>
          Claim or draw only fields you own, rent or are authorized to manage for their owner. Claiming a
          field in Field Boundaries does not prove ownership or a lease, and we do not settle disputes between
          neighbors: where two accounts' fields overlap, both see the overlap so they can sort it out.
          Boundaries come from USDA Common Land Unit data or from your drawing, and their acreage may differ
          from FSA, crop insurance or survey records.
        </P>
      </Section>

      <Section heading="3. Your records and who sees them">
        <P>
          Your field boundaries, crops, traits, herbicides, tank mixes, spray records and reports stay yours.
          You give us the right to store and process them only to run the product for you and as these terms
          and our Privacy Policy describe.
        </P>
        <List size="sm" spacing={4}>
          <List.Item>
            On the Pro plan, growers with fields next to yours can see those fields' names, acreage, crop and
            trait and your name and e-mail, so neighbors can avoid injuring each other's crops. You see theirs
            in the same way.
          </List.Item>
          <List.Item>
            An ag retailer you invite sees your farms, fields and records and can work in your account until
            you remove it.
          </List.Item>
        </List>
      </Section>

      <Section heading="4. Plans and payment">
        <P>
          The free trial covers one user, one farm and one field and has no neighbor sharing. Pro is sold as
          an annual plan at the price shown on Pricing Plans (today $25 per year) and is paid by card through
          our payment processor, Stripe; we never see or store your full card number. Gift codes apply only as
          stated when you use them. Prices exclude taxes where taxes apply. We will tell you at least 30 days
          before a price change affects a renewal. Payments are not refundable unless the law requires it or
          we agree in writing. We do not delete your fields or records because a plan ends.
        </P>
      </Section>

      <Section heading="5. Guidance, not a label or legal advice">
        <P>
          Acreage, drift layers, weather, sprayability, compatibility warnings and the Application Summary
          Report help you plan; they do not replace the pesticide label, your applicator's judgment or the
          law. The label is the law. You are responsible for following labels, federal, state and local rules,
          applicator licensing and record-keeping, and for checking every report before you rely on it.
          Weather comes from the US National Weather Service, or from a sample forecast that is labeled as
          one.
        </P>
      </Section>

      <Section heading="6. Fair use">
        <List size="sm" spacing={4}>
          <List.Item>Do not claim, change or look into fields and accounts you have no right to.</List.Item>
          <List.Item>
            Do not use neighbor invitations or contact details to harass or market to anyone.
          </List.Item>
          <List.Item>
            Do not copy boundary data in bulk, resell the service, or probe, overload or get around its
            security.
          </List.Item>
        </List>
      </Section>

      <Section heading="7. Changes, suspension and closing your account">
        <P>
          We improve the product and may change or retire features. We may suspend an account that breaks
          these terms or puts other users at risk, and will tell you why unless the law forbids it. You may
          close your account at any time by writing to {config.supportEmail}.
        </P>
      </Section>

      <Section heading="8. Limits of our responsibility">
        <P>
          The product is provided "as is". To the extent the law allows, we are not liable for crop injury,
          yield loss, drift damage, fines, lost profits or other indirect losses, and our total liability for
          any claim is limited to what you paid us in the 12 months before it. Some states do not allow these
          limits, so they may not all apply to you.
        </P>
      </Section>

      <Section heading="9. Changes to these terms">
        <P>
          If we change these terms in a way that matters, we will tell you by e-mail or in the product at
          least 30 days before the change takes effect. Questions: {config.supportEmail}.
        </P>
      </Section>
    </LegalDocument>
  );
}

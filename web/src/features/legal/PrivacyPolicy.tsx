import { List } from '@mantine/core';
import { config } from '../../config';
import { LegalDocument, P, Section } from './LegalDocument';

/** What we keep about a grower or retailer, why, who sees it, and how to have it changed. */
export function PrivacyPolicy() {
  return (
    <LegalDocument title="Privacy Policy">
      <P>
        This policy explains what Field Boundaries collects when you use the product, why, and who can see it.
        We do not sell your personal information or your farm data, and we do not use it for advertising.
      </P>

      <Section heading="1. What we collect">
        <List size="sm" spacing={4}>
          <List.Item>
            <b>Account:</b> your name, e-mail, farm name, and your password and security answer, which we keep
            only as one-way hashes.
          </List.Item>
          <List.Item>
            <b>Farm records:</b> farms, field boundaries and names, acreage, crops, seed traits, herbicide
            groups, tank mixes, what you are spraying and when, and the Application Summary Reports you save,
            including applicator names and license numbers you enter.
          </List.Item>
          <List.Item>
            <b>Relations:</b> the ag retailers you invite, the neighbors you invite, and when a retailer last
            entered your account.
          </List.Item>
          <List.Item>
            <b>Payments:</b> your plan, what you paid and when. Card details go straight to Stripe, our
            payment processor; we never receive the full card number.
          </List.Item>
          <List.Item>
            <b>Technical:</b> sign-in times, IP address and browser type, kept in security logs. We use only
            the cookies that keep you signed in; there are no advertising or tracking cookies.
          </List.Item>
        </List>
      </Section>

      <Section heading="2. Why we use it">
        <P>
          To run the product for you: draw your fields, warn you and your neighbors about drift and
          incompatible tank mixes, prefill reports, send the e-mails you need (account activation, password
          help, invitations, receipts), take payment, keep accounts secure, and answer you when you write to
          support. We may study usage in aggregate, with no farm or person identified, to improve the product.
        </P>
      </Section>

      <Section heading="3. Who can see it">
        <List size="sm" spacing={4}>
          <List.Item>
            <b>Neighbours on the Pro plan</b> see the name, acreage, crop and trait of your fields that border
            theirs, and your name and e-mail, so that drift risk can be seen from both sides.
          </List.Item>
          <List.Item>
            <b>Ag retailers you grant access</b> see your farms, fields and records and can work in your
            account until you remove them on the Ag Retailer page.
          </List.Item>
          <List.Item>
            <b>Service providers</b> who work for us under contract: hosting, Stripe for payments, and our
            e-mail delivery service. Field locations, without your name, are sent to the US National Weather
            Service to fetch forecasts.
          </List.Item>
          <List.Item>
            <b>Authorities</b>, only when the law requires it, and a buyer of our business, who must keep this
            policy.
          </List.Item>
        </List>
      </Section>

      <Section heading="4. How long we keep it">
        <P>
          We keep your records while your account is open. Spray records and reports are kept for the years
          that federal and state record-keeping rules require of applicators. After you close your account we
          delete or anonymize the rest within 90 days, except what the law or an open dispute requires us to
          keep; backups roll over within a further 35 days.
        </P>
      </Section>

      <Section heading="5. How we protect it">
        <P>
          Connections are encrypted, passwords are hashed with Argon2, sessions live in cookies that page
          scripts cannot read, every staff or retailer entry into an account is logged, and only staff who
          need to see data to help you can see it.
        </P>
      </Section>

      <Section heading="6. Your choices and rights">
        <P>
          You can correct your name and e-mail under Edit profile and remove an ag retailer at any time. Write
          to {config.supportEmail} to get a copy of your data, to have it corrected or deleted, or to ask
          anything about this policy. Residents of California and other states with privacy laws have these
          rights by law, and we will not treat you differently for using them. We answer within 45 days.
        </P>
      </Section>

      <Section heading="7. Children and changes">
        <P>
          The product is for farm businesses and is not meant for children under 13. If we change this policy
          in a way that matters, we will tell you by e-mail or in the product before it takes effect.
        </P>
      </Section>
    </LegalDocument>
  );
}

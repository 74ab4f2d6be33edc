import { ScrollArea, Tabs } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ComponentType } from 'react';
import { PrivacyPolicy } from './PrivacyPolicy';
import { SeedTraitLegal } from './SeedTraitLegal';
import { TermsOfUse } from './TermsOfUse';

const documents = {
  privacy: { label: 'Privacy Policy', Document: PrivacyPolicy },
  terms: { label: 'Terms of Use', Document: TermsOfUse },
  seedTraits: { label: 'Seed Trait Legal', Document: SeedTraitLegal },
} satisfies Record<string, { label: string; Document: ComponentType }>;

export type LegalDocumentName = keyof typeof documents;

/** The three documents under tabs; only the document scrolls, so the tabs stay in reach. */
export function LegalDocuments({ initial = 'privacy' }: { initial?: LegalDocumentName }) {
  return (
    <Tabs defaultValue={initial} keepMounted={false}>
      <Tabs.List mb="md">
        {Object.entries(documents).map(([name, { label }]) => (
          <Tabs.Tab key={name} value={name}>
            {label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {Object.entries(documents).map(([name, { Document }]) => (
        <Tabs.Panel key={name} value={name}>
          <ScrollArea.Autosize mah="calc(100vh - 260px)" offsetScrollbars type="always">
            <Document />
          </ScrollArea.Autosize>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/** Legal from the profile menu (spec: embedded documents in a modal). */
export function openLegal(initial?: LegalDocumentName) {
  modals.open({ title: 'Legal', size: 'xl', children: <LegalDocuments initial={initial} /> });
}

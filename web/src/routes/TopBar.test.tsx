import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { config } from '../config';
import { renderScreen, testViewer } from '../test-utils';
import { TopBar } from './TopBar';

const grower = testViewer({
  tutorial: { __typename: 'TutorialFlags', farms: true, herbicides: true, traits: true, tankMix: true },
});

async function openFromProfileMenu(item: string) {
  const user = userEvent.setup();
  renderScreen(<TopBar viewer={grower} />);
  await user.click(screen.getByRole('button', { name: 'Welcome Ada Prairie ▾' }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
  return { user, dialog: await screen.findByRole('dialog', { name: item }) };
}

describe('the profile menu', () => {
  it('lists Edit profile, the secrets, Manage Account, Connected apps, Developer, Legal, Help and Logout', async () => {
    const user = userEvent.setup();
    renderScreen(<TopBar viewer={grower} />);
    await user.click(screen.getByRole('button', { name: /Welcome Ada Prairie/ }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Edit profile',
      'Password and security question',
      'Manage Account',
      'Connected apps',
      'Developer',
      'Legal',
      'Help',
      'Logout',
    ]);
  });

  it('offers Developer apps to a developer account, after Connected apps', async () => {
    const user = userEvent.setup();
    renderScreen(<TopBar viewer={{ ...grower, isDeveloper: true }} />);
    await user.click(screen.getByRole('button', { name: /Welcome Ada Prairie/ }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items.slice(3, 6)).toEqual(['Connected apps', 'Developer', 'Developer apps']);
  });

  it('offers staff Developer apps but no Developer switch: staff register apps already', async () => {
    const user = userEvent.setup();
    renderScreen(<TopBar viewer={{ ...grower, isStaff: true }} />);
    await user.click(screen.getByRole('button', { name: /Welcome Ada Prairie/ }));
    expect(await screen.findByRole('menuitem', { name: 'Developer apps' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Developer' })).toBeNull();
  });

  it('offers no password, security question or developer role change in god mode: they are the owner’s', async () => {
    // The gateway sets this readable cookie when god mode starts.
    const cookie = vi.spyOn(document, 'cookie', 'get').mockReturnValue('god_mode=true');
    try {
      const user = userEvent.setup();
      renderScreen(<TopBar viewer={grower} />);
      await user.click(screen.getByRole('button', { name: /Welcome Ada Prairie/ }));
      expect(await screen.findByRole('menuitem', { name: 'Edit profile' })).toBeInTheDocument();
      expect(screen.queryByRole('menuitem', { name: 'Password and security question' })).toBeNull();
      expect(screen.queryByRole('menuitem', { name: 'Connected apps' })).toBeNull();
      expect(screen.queryByRole('menuitem', { name: 'Developer' })).toBeNull();
    } finally {
      cookie.mockRestore();
    }
  });

  it('Manage Account: Pro manages the subscription; the trial lists its details and upgrades', async () => {
    const { dialog } = await openFromProfileMenu('Manage Account');
    expect(dialog).toHaveTextContent('Current plan:PRO');
    expect(within(dialog).getByRole('button', { name: 'Manage Subscription' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Upgrade Account' })).toBeNull();
  });

  it('Manage Account for a trial: Account Details (1 User, 1 Field, 1 Farm) and Upgrade Account', async () => {
    const user = userEvent.setup();
    renderScreen(<TopBar viewer={testViewer({ subscriptionPlan: 'F' })} />);
    await user.click(screen.getByRole('button', { name: /Welcome Ada Prairie/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Manage Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Account' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1 User', '1 Field', '1 Farm']);
    expect(within(dialog).getByRole('button', { name: 'Upgrade Account' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Manage Subscription' })).toBeNull();
  });

  it('Manage Account for a retailer: Manage Subscription and Contact Us for more acres', async () => {
    const user = userEvent.setup();
    renderScreen(<TopBar viewer={testViewer({ isAgRetailer: true })} />);
    await user.click(screen.getByRole('button', { name: /Welcome Ada Prairie/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Manage Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Account' });
    expect(dialog).toHaveTextContent('Pro / Ag Retailer');
    expect(within(dialog).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      expect.stringContaining(`mailto:${config.supportEmail}`),
    );
    expect(within(dialog).getByRole('button', { name: 'Manage Subscription' })).toBeInTheDocument();
  });

  it('opens Legal with the Privacy Policy, Terms of Use and Seed Trait Legal, each dated', async () => {
    const { user, dialog } = await openFromProfileMenu('Legal');
    const documents = {
      'Privacy Policy': 'We do not sell your personal information',
      'Terms of Use': 'Claim or draw only fields you own',
      'Seed Trait Legal': 'The pesticide label is the law',
    };
    for (const [name, line] of Object.entries(documents)) {
      await user.click(within(dialog).getByRole('tab', { name }));
      const document = within(dialog).getByRole('article', { name });
      expect(within(document).getByRole('heading', { level: 3, name })).toBeInTheDocument();
      expect(document).toHaveTextContent('Last updated: November 2026');
      expect(document).toHaveTextContent(line);
    }
  });

  it('names the owners of the trait trademarks in Seed Trait Legal', async () => {
    const { user, dialog } = await openFromProfileMenu('Legal');
    await user.click(within(dialog).getByRole('tab', { name: 'Seed Trait Legal' }));
    const owners = within(dialog).getByRole('table', { name: 'Trademarks and their owners' });
    for (const [trait, owner] of [
      ['XtendFlex', 'Bayer Group'],
      ['Enlist E3', 'Corteva Agriscience'],
      ['LibertyLink', 'BASF'],
    ] as const) {
      const row = within(owners).getByRole('row', { name: new RegExp(trait) });
      expect(row).toHaveTextContent(owner);
    }
  });

  it('opens the Help page', async () => {
    const user = userEvent.setup();
    renderScreen(
      <Routes>
        <Route path="/" element={<TopBar viewer={grower} />} />
        <Route path="/help" element={<p>The Help page</p>} />
      </Routes>,
    );
    await user.click(screen.getByRole('button', { name: /Welcome Ada Prairie/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Help' }));
    expect(await screen.findByText('The Help page')).toBeInTheDocument();
  });
});

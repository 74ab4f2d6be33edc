import { Badge, Button, Group, Menu } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { DeveloperSettings } from '../features/accounts/DeveloperSettings';
import { EditProfileForm } from '../features/accounts/EditProfileForm';
import { SecuritySettings } from '../features/accounts/SecuritySettings';
import { useLogout } from '../features/accounts/useLogout';
import { MembershipView } from '../features/billing/MembershipView';
import { openLegal } from '../features/legal/LegalDocuments';
import { useLeaveGodMode } from '../features/retailers/hooks';
import { Logo } from '../layout/Logo';
import { isGodMode } from '../session/godMode';
import type { Viewer } from '../session/useViewer';

/** `spraying` and `notices` come from the layout, which keeps the live spray feeds. */
export function TopBar({
  viewer,
  spraying,
  notices,
}: {
  viewer: Viewer;
  spraying?: ReactNode;
  notices?: ReactNode;
}) {
  const logout = useLogout();
  const leaveGodMode = useLeaveGodMode();
  const navigate = useNavigate();
  const editProfile = () =>
    modals.open({
      title: 'Edit profile',
      children: <EditProfileForm viewer={viewer} onDone={() => modals.closeAll()} />,
    });
  const changeSecrets = () =>
    modals.open({
      title: 'Password and security question',
      children: <SecuritySettings onDone={() => modals.closeAll()} />,
    });
  const manageAccount = () =>
    modals.open({
      title: 'Manage Account',
      children: (
        <MembershipView
          viewer={viewer}
          onUpgrade={() => {
            modals.closeAll();
            navigate('/pricing-plans');
          }}
          onManage={() => {
            modals.closeAll();
            navigate('/billing');
          }}
        />
      ),
    });
  const developerSettings = () =>
    modals.open({
      title: 'Developer',
      children: (
        <DeveloperSettings
          onOpenApps={() => {
            modals.closeAll();
            navigate('/developer/apps');
          }}
        />
      ),
    });
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="lg" wrap="nowrap" style={{ minWidth: 0 }}>
        <Logo />
        {spraying}
      </Group>
      <Group gap="sm" wrap="nowrap">
        {notices}
        {viewer.isAgRetailer && <Badge color="blue">Ag Retailer</Badge>}
        {isGodMode() && (
          <>
            <Badge color="red" title={`Working in ${viewer.farmName} as ${viewer.fullName || viewer.email}`}>
              God mode
            </Badge>
            <Button size="xs" variant="light" color="red" onClick={leaveGodMode}>
              Leave god mode
            </Button>
          </>
        )}
        <Menu position="bottom-end" shadow="md" width={260}>
          <Menu.Target>
            <Button variant="subtle" color="dark">
              Welcome {viewer.fullName || viewer.email} ▾
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={editProfile}>Edit profile</Menu.Item>
            {/* The secrets are the owner's: a retailer in god mode cannot change them (the api refuses too). */}
            {!isGodMode() && <Menu.Item onClick={changeSecrets}>Password and security question</Menu.Item>}
            <Menu.Item onClick={manageAccount}>Manage Account</Menu.Item>
            {!isGodMode() && (
              <Menu.Item onClick={() => navigate('/connected-apps')}>Connected apps</Menu.Item>
            )}
            {/* The role is the person's own: staff have it already, and god mode never changes it. */}
            {!isGodMode() && !viewer.isStaff && <Menu.Item onClick={developerSettings}>Developer</Menu.Item>}
            {!isGodMode() && (viewer.isStaff || viewer.isDeveloper) && (
              <Menu.Item onClick={() => navigate('/developer/apps')}>Developer apps</Menu.Item>
            )}
            <Menu.Item onClick={() => openLegal()}>Legal</Menu.Item>
            <Menu.Item onClick={() => navigate('/help')}>Help</Menu.Item>
            <Menu.Divider />
            {/* red.8: a menu item's plain "red" is Mantine's pale red.6, under 4.5:1 on white. */}
            <Menu.Item color="red.8" onClick={logout}>
              Logout
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
}
